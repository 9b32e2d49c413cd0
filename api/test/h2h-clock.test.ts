import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  H2H_COMPUTER_ROLL_SECONDS, H2H_DECISION_SECONDS, H2H_INACTIVE_SECONDS, H2H_MESSAGES, H2H_RECONNECT_GRACE_SECONDS, type GameSideName,
} from '@bb/contract';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/database';
import { h2hGames } from '../src/db/schema/index';
import { createServerGame } from '../src/games/game-service';
import { clearGameCache, readRecord } from '../src/games/game-store';
import { COMPUTER_ROLLS, NOT_YOUR_ROLL } from '../src/games/game-rules';
import { readH2H, updateH2H } from '../src/head-to-head/h2h-store';
import { H2H_CLOCK } from '../src/head-to-head/h2h-scheduler';
import { createJobQueue, type JobQueue } from '../src/jobs';
import { createTestClock } from '../src/testing/test-clock';
import { openPgliteCopy, openPgliteDiskCopy } from './support/db-snapshots';
import { SseReader } from './support/sse-client';
import { createUser, markSubscribed, type TestUser } from './accounts-helpers';
import { testClock } from './leagues-support';
import type { Json } from './support/json';
import { API_ONLY_CONFIG } from './support/app-config';

const config = API_ONLY_CONFIG;
const TURN_MS = H2H_DECISION_SECONDS * 1000;
const GRACE_MS = H2H_RECONNECT_GRACE_SECONDS * 1000;
const COMPUTER_ROLL_MS = H2H_COMPUTER_ROLL_SECONDS * 1000;
const GAME_OVER = 'This game is over.';

/** The two players of every game: the owner at home (fielding first), the rival away (batting first). */
interface Players {
  home: TestUser;
  away: TestUser;
}

function client(app: FastifyInstance) {
  const send = async (key: string | null, options: InjectOptions) => {
    const res = await app.inject({ ...options, headers: { ...(options.headers ?? {}), ...(key ? { authorization: `Bearer ${key}` } : {}) } });
    return { status: res.statusCode, body: res.json() as Json };
  };
  return {
    send,
    view: async (key: string, gameId: string) => (await send(key, { method: 'GET', url: `/api/games/${gameId}` })).body.data.game as Json,
    plays: async (key: string, gameId: string) => (await send(key, { method: 'GET', url: `/api/games/${gameId}/plays` })).body.data as Json[],
    post: (key: string, url: string, payload?: Json) => send(key, { method: 'POST', url, ...(payload ? { payload } : {}) }),
  };
}

/** A live game with both users seated and its h2h_games row, as an accepted invitation leaves it; the clock plans it. */
async function seatedGame(app: FastifyInstance, database: Database, players: Players, seed: number): Promise<string> {
  const record = await createServerGame(
    database,
    {
      home: { teamId: 'CIN', year: 1975 }, away: { teamId: 'NYA', year: 1927 }, userSide: 'home', mode: 'head-to-head',
      ownerUserId: players.home.id, seed,
      seats: { home: { kind: 'user', userId: players.home.id }, away: { kind: 'user', userId: players.away.id } },
    },
    async (tx, game) => {
      await tx.insert(h2hGames).values({ gameId: game.id, ownerUserId: players.home.id, awayUserId: players.away.id, homeUserId: players.home.id });
    },
  );
  await app.h2hClock.plan(record.id);
  return record.id;
}

describe('head to head: the decision clock, take-overs and rejoin', () => {
  let app: FastifyInstance;
  let database: Database;
  let players: Players;
  let stranger: TestUser;
  let api: ReturnType<typeof client>;
  const clock = testClock();

  beforeAll(async () => {
    database = await openPgliteCopy([1927, 1975]);
    app = await buildApp({ config, database, clock: clock.now });
    await app.listen({ port: 0, host: '127.0.0.1' });
    api = client(app);
    players = { home: await createUser(app), away: await createUser(app) };
    stranger = await createUser(app);
    for (const user of [players.home, players.away, stranger]) await markSubscribed(database, user.id);
  }, 180_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const keyOf = (side: GameSideName) => players[side].key;
  const other = (side: GameSideName): GameSideName => (side === 'away' ? 'home' : 'away');
  const row = async (gameId: string) => (await readH2H(database, gameId))!;
  /** The batting side's user rolls once (with the version he saw); returns the new view. */
  async function roll(gameId: string): Promise<Json> {
    const before = await api.view(players.home.key, gameId);
    const res = await api.post(keyOf(before.battingSide), `/api/games/${gameId}/_swing-away`, { version: before.version });
    expect(res.status).toBe(200);
    return res.body.data.game;
  }

  /**
   * The user left in `human`'s seat plays to the end: he rolls when his side bats; when the computer's side bats he
   * may not roll for it, and the computer rolls by itself once its turn is due. Returns the final view.
   */
  async function playAgainstComputer(gameId: string, human: GameSideName): Promise<Json> {
    let view = await api.view(players[human].key, gameId);
    let computerRolls = 0;
    for (let i = 0; view.status !== 'final' && i < 600; i++) {
      if (view.battingSide === human) {
        const res = await api.post(keyOf(human), `/api/games/${gameId}/_swing-away`, { version: view.version });
        expect(res.status).toBe(200);
        view = res.body.data.game;
        continue;
      }
      expect(view.controls.swingAway).toEqual({ allowed: false, reason: COMPUTER_ROLLS });
      expect(await api.post(keyOf(human), `/api/games/${gameId}/_swing-away`, { version: view.version })).toEqual({ status: 403, body: { error: COMPUTER_ROLLS } });
      // Not before its turn is due: the other manager sees each play arrive.
      clock.advance(COMPUTER_ROLL_MS - 1);
      expect(await app.h2hClock.tick(gameId)).toBe(0);
      clock.advance(1);
      expect(await app.h2hClock.tick(gameId)).toBe(1);
      computerRolls += 1;
      view = await api.view(players[human].key, gameId);
    }
    expect(computerRolls).toBeGreaterThan(5);
    return view;
  }

  it('after a take-over the computer really plays its side: its own rolls and its own manager decisions, none left to the other user', async () => {
    const gameId = await seatedGame(app, database, players, 4242);
    await roll(gameId);
    expect((await api.post(players.away.key, `/api/games/${gameId}/_exit-game`)).status).toBe(200);
    const before = (await api.plays(players.home.key, gameId)).length;
    const view = await playAgainstComputer(gameId, 'home');
    expect(view.status).toBe('final');
    const plays = (await api.plays(players.home.key, gameId)).slice(before);
    // The away side batted on after the take-over, every one of its rolls the computer's own (counted in
    // playAgainstComputer), each a plain swing in which the engine's computer manager decides for its side.
    const awayPlays = plays.filter((p) => p.type === 'plate appearance' && p.team === 'away');
    expect(awayPlays.length).toBeGreaterThan(10);
    const decisions = (await readRecord(database, gameId)).decisions.slice(2);
    expect(decisions.every((d) => d.type === 'swingAway' && d.computerFor === undefined)).toBe(true);
  }, 180_000);

  it('a whole game driven by the two users; a clock that runs out gets the computer’s roll and play goes on with the same seats', async () => {
    const gameId = await seatedGame(app, database, players, 4242);
    const started = await row(gameId);
    expect([started.turnRevision, started.turnStartedAt?.toISOString()]).toEqual([0, clock.now().toISOString()]);

    // Nobody rolls for the first turn: the computer rolls for the away side once the clock runs out, not before.
    clock.advance(TURN_MS - 1000);
    expect(await app.h2hClock.tick(gameId)).toBe(0);
    clock.advance(1000);
    expect(await app.h2hClock.tick(gameId)).toBe(1);
    let view = await api.view(players.home.key, gameId);
    expect(view.version).toBe(1);
    expect([view.seats.away.kind, view.seats.home.kind]).toEqual(['user', 'user']);
    const timeUp = (await api.plays(players.home.key, gameId)).filter((p) => p.type === 'time up');
    expect(timeUp).toEqual([expect.objectContaining({ team: 'away', inning: 1, half: 'top' })]);
    expect((await row(gameId)).takenOver).toEqual({});
    // The next turn started when the computer rolled.
    expect([(await row(gameId)).turnRevision, (await row(gameId)).turnStartedAt?.toISOString()]).toEqual([1, clock.now().toISOString()]);

    // Bad input changes nothing: the fielding side may not roll, nor call the batting side's tactics, and vice versa.
    const fielding = other(view.battingSide);
    const outOfTurn = await api.post(keyOf(fielding), `/api/games/${gameId}/_swing-away`, { version: view.version });
    expect(outOfTurn).toEqual({ status: 403, body: { error: NOT_YOUR_ROLL } });
    const steal = await api.post(keyOf(fielding), `/api/games/${gameId}/tactic`, { type: 'steal' });
    expect(steal).toEqual({ status: 400, body: { error: 'Only the team at bat can do that now.' } });
    const walk = await api.post(keyOf(view.battingSide), `/api/games/${gameId}/tactic`, { type: 'intentionalWalk' });
    expect(walk).toEqual({ status: 400, body: { error: 'Only the team in the field can do that now.' } });
    const stranglers = await api.post(stranger.key, `/api/games/${gameId}/_swing-away`);
    expect(stranglers.status).toBe(403);
    expect((await api.view(players.home.key, gameId)).version).toBe(view.version);

    // Then each batting side rolls in turn, a few seconds apart, to the end.
    for (let i = 0; view.status !== 'final' && i < 400; i++) {
      clock.advance(5_000);
      view = await roll(gameId);
    }
    expect(view.status).toBe('final');
    expect([view.seats.away.kind, view.seats.home.kind]).toEqual(['user', 'user']);
    expect((await api.plays(players.away.key, gameId)).filter((p) => p.type === 'time up')).toHaveLength(1);
    expect((await row(gameId)).takenOver).toEqual({});
    // A final game has no clock to wait for.
    clock.advance(TURN_MS * 2);
    expect(await app.h2hClock.tick(gameId)).toBe(0);
  }, 120_000);

  it('a decision after the deadline is refused with timeUp; only the computer’s roll is applied', async () => {
    const gameId = await seatedGame(app, database, players, 99);
    const first = await roll(gameId);
    expect(first.version).toBe(1);
    clock.advance(TURN_MS + 1000);
    const late = await api.post(keyOf(first.battingSide), `/api/games/${gameId}/_swing-away`, { version: first.version });
    expect(late).toEqual({ status: 409, body: { error: H2H_MESSAGES.timeUp } });
    const after = await api.view(players.home.key, gameId);
    expect(after.version).toBe(2);
    expect(after.decisionCount).toBe(2);
    const plays = await api.plays(players.home.key, gameId);
    expect(plays.filter((p) => p.type === 'time up')).toEqual([expect.objectContaining({ team: first.battingSide })]);
    // The player had rolled within the inactivity window: he keeps his seat, and plays on.
    expect([after.seats.away.kind, after.seats.home.kind]).toEqual(['user', 'user']);
    expect((await roll(gameId)).version).toBe(3);
  }, 60_000);

  it('a player idle past the inactivity window when his clock runs out loses his seat; the other plays to the end', async () => {
    const gameId = await seatedGame(app, database, players, 7);
    let view = await api.view(players.home.key, gameId);
    let timeouts = 0;
    // The away user never moves: every one of his turns runs out; the home user rolls his own at once.
    for (let i = 0; !(await row(gameId)).takenOver.away && i < 200; i++) {
      if (view.battingSide === 'away') {
        clock.advance(TURN_MS);
        expect(await app.h2hClock.tick(gameId)).toBe(1);
        timeouts += 1;
      } else {
        await roll(gameId);
      }
      view = await api.view(players.home.key, gameId);
    }
    const taken = await row(gameId);
    expect(taken.takenOver).toEqual({ away: 'inactive' });
    // Idle since the first turn: the first timeout is within H2H_INACTIVE_SECONDS, a later one is past it.
    expect(timeouts).toBe(Math.ceil(H2H_INACTIVE_SECONDS / H2H_DECISION_SECONDS));
    expect([view.seats.away.kind, view.seats.home.kind]).toEqual(['computer', 'user']);
    const plays = await api.plays(players.home.key, gameId);
    expect(plays.at(-1)).toMatchObject({ type: 'manager', team: 'away', setting: { manager: 'computer' } });
    // One human now: no decision clock; he rolls his own plate appearances and the computer rolls its own.
    view = await playAgainstComputer(gameId, 'home');
    expect(view.status).toBe('final');
    expect((await row(gameId)).takenOver).toEqual({ away: 'inactive' });
  }, 120_000);

  it('a player who lost his connection is waited for, then replaced (left); he takes his seat back with rejoin', async () => {
    const gameId = await seatedGame(app, database, players, 31);
    // Three innings first: the log then holds plate appearances that a computer manager would have played otherwise.
    for (let view = await roll(gameId); view.inning < 4; ) view = await roll(gameId);
    // His last stream closed now (what the presence path writes); the clock plans the grace's end.
    await updateH2H(database, gameId, { homeGoneAt: clock.now() });
    await app.h2hClock.plan(gameId);
    clock.advance(GRACE_MS - 1000);
    expect(await app.h2hClock.tick(gameId)).toBe(0);
    expect((await row(gameId)).takenOver).toEqual({});
    clock.advance(1000);
    expect(await app.h2hClock.tick(gameId)).toBe(1);
    expect((await row(gameId)).takenOver).toEqual({ home: 'left' });
    let view = await api.view(players.away.key, gameId);
    expect([view.seats.away.kind, view.seats.home.kind]).toEqual(['user', 'computer']);
    // The away user plays on against the computer (one plate appearance, whoever bats).
    if (view.battingSide === 'away') view = (await api.post(players.away.key, `/api/games/${gameId}/_swing-away`, { version: view.version })).body.data.game;
    else {
      clock.advance(COMPUTER_ROLL_MS);
      expect(await app.h2hClock.tick(gameId)).toBe(1);
      view = await api.view(players.away.key, gameId);
    }

    // The log replays to the same game after the hand-over (the home side started with a human manager).
    const plays = await api.plays(players.away.key, gameId);
    clearGameCache();
    expect(await api.plays(players.away.key, gameId)).toEqual(plays);

    const rejoin = (key: string) => api.post(key, `/api/head-to-head/games/${gameId}/rejoin`);
    expect(await rejoin(stranger.key)).toEqual({ status: 403, body: { error: H2H_MESSAGES.notYourSeat } });
    expect(await rejoin(players.away.key)).toEqual({ status: 409, body: { error: H2H_MESSAGES.seatTaken } });
    expect((await api.post(players.home.key, '/api/head-to-head/games/not-a-game/rejoin')).status).toBe(404);
    const back = await rejoin(players.home.key);
    expect(back.status).toBe(200);
    expect(back.body.data.game).toMatchObject({ viewerSide: 'home', seats: { home: { kind: 'user', you: true }, away: { kind: 'user' } } });
    expect(back.body.data.game.version).toBe(view.version + 1);
    const rejoined = await row(gameId);
    expect(rejoined.takenOver).toEqual({});
    expect([rejoined.homeActiveAt?.toISOString(), rejoined.turnRevision]).toEqual([clock.now().toISOString(), back.body.data.game.version]);
    expect((await api.plays(players.home.key, gameId)).at(-1)).toMatchObject({ type: 'manager', team: 'home', setting: { manager: 'human' } });
    expect(await rejoin(players.home.key)).toEqual({ status: 409, body: { error: H2H_MESSAGES.seatTaken } });
    // Two humans again: the batting side rolls, the clock runs.
    expect((await roll(gameId)).version).toBe(back.body.data.game.version + 1);
  }, 60_000);

  it('through the presence path: a connected player keeps his seat; closing his last stream starts the grace', async () => {
    const gameId = await seatedGame(app, database, players, 64);
    await roll(gameId);
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const ticket = (await api.post(players.home.key, '/api/realtime/ticket')).body.data.ticket as string;
    const reader = await SseReader.open(`${base}/api/games/${gameId}/stream?ticket=${encodeURIComponent(ticket)}`);
    await reader.until((r) => r.events.some((e) => e.event === 'game'));
    // A mark left over while he is connected (a race with his stream) hands nothing over, and goes.
    await updateH2H(database, gameId, { homeGoneAt: clock.now() });
    clock.advance(GRACE_MS);
    expect(await app.h2hClock.tick(gameId)).toBe(0);
    expect([(await row(gameId)).homeGoneAt, (await row(gameId)).takenOver]).toEqual([null, {}]);

    reader.close();
    const closedAt = clock.now().toISOString();
    // The server notices the closed socket on its own schedule (slower on a loaded machine): wait up to 10 s for it.
    for (let i = 0; i < 500 && (await row(gameId)).homeGoneAt === null; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await row(gameId)).homeGoneAt?.toISOString()).toBe(closedAt);
    clock.advance(GRACE_MS);
    expect(await app.h2hClock.tick(gameId)).toBe(1);
    expect((await row(gameId)).takenOver).toEqual({ home: 'left' });
  }, 60_000);

  it('exit on purpose hands the seat over at once (exit); when both have left the computer finishes; rejoin on a final game is 409', async () => {
    const gameId = await seatedGame(app, database, players, 555);
    await roll(gameId);
    const left = await api.post(players.away.key, `/api/games/${gameId}/_exit-game`);
    expect(left.status).toBe(200);
    expect((await row(gameId)).takenOver).toEqual({ away: 'exit' });
    let view = await api.view(players.home.key, gameId);
    expect([view.seats.away.kind, view.seats.home.kind, view.status]).toEqual(['computer', 'user', 'live']);
    // The replaced player cannot "exit" the game again (the computer would finish it for the other player).
    expect((await api.post(players.away.key, `/api/games/${gameId}/_exit-game`)).status).toBe(403);
    // The away side bats: the computer rolls for it, not the home user.
    expect((await api.post(players.home.key, `/api/games/${gameId}/_swing-away`, { version: view.version })).status).toBe(403);
    clock.advance(COMPUTER_ROLL_MS);
    expect(await app.h2hClock.tick(gameId)).toBe(1);
    view = await api.view(players.home.key, gameId);
    expect(view.status).toBe('live');
    expect((await api.post(players.home.key, `/api/games/${gameId}/_exit-game`)).status).toBe(200);
    view = await api.view(players.home.key, gameId);
    expect(view.status).toBe('final');
    expect((await row(gameId)).takenOver).toEqual({ away: 'exit', home: 'exit' });
    expect(await api.post(players.away.key, `/api/head-to-head/games/${gameId}/rejoin`)).toEqual({ status: 409, body: { error: GAME_OVER } });
    expect((await api.post(stranger.key, `/api/head-to-head/games/${gameId}/rejoin`)).status).toBe(403);
  }, 60_000);

  it('a stream reopened with the last version and play count it holds gets exactly the plays it missed', async () => {
    const gameId = await seatedGame(app, database, players, 808);
    for (let i = 0; i < 4; i++) await roll(gameId);
    const held = await api.view(players.home.key, gameId);
    const heldPlays = (await api.plays(players.home.key, gameId)).length;
    for (let i = 0; i < 5; i++) await roll(gameId);
    clock.advance(TURN_MS);
    expect(await app.h2hClock.tick(gameId)).toBe(1);
    const all = await api.plays(players.home.key, gameId);
    const now = await api.view(players.home.key, gameId);
    expect(all.length).toBeGreaterThan(heldPlays);

    const ticket = (await api.post(players.home.key, '/api/realtime/ticket')).body.data.ticket as string;
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const reader = await SseReader.open(`${base}/api/games/${gameId}/stream?ticket=${encodeURIComponent(ticket)}&since=${held.version}&plays=${heldPlays}`);
    try {
      await reader.until((r) => r.events.some((e) => e.event === 'game'));
      const message = reader.events.find((e) => e.event === 'game')!.data as Json;
      expect(message.version).toBe(now.version);
      expect(message.resync).toBe(false);
      expect(message.plays.map((p: Json) => p.index)).toEqual(all.slice(heldPlays).map((p) => p.index));
      expect(message.plays).toEqual(all.slice(heldPlays));
      expect(message.plays.some((p: Json) => p.type === 'time up')).toBe(true);
    } finally {
      reader.close();
    }
  }, 60_000);

  it('two ticks at once (two instances, a retried job) apply the due roll once', async () => {
    const gameId = await seatedGame(app, database, players, 1234);
    clock.advance(TURN_MS);
    const changed = await Promise.all([app.h2hClock.tick(gameId), app.h2hClock.tick(gameId), app.h2hClock.tick()]);
    expect(changed.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const view = await api.view(players.home.key, gameId);
    expect(view.version).toBe(1);
    expect((await api.plays(players.home.key, gameId)).filter((p) => p.type === 'time up')).toHaveLength(1);
  }, 60_000);
});

describe('the test clock route runs a game’s decision clock', () => {
  it('POST /api/test/clock { advanceMs, gameId } moves the clock, then the computer rolls for the side on the clock', async () => {
    const database = await openPgliteCopy([1927, 1975]);
    const clock = createTestClock();
    const app = await buildApp({ config, database, testClock: clock });
    try {
      const players = { home: await createUser(app), away: await createUser(app) };
      const gameId = await seatedGame(app, database, players, 77);
      const bad = await app.inject({ method: 'POST', url: '/api/test/clock', payload: { gameId: 'nope' } });
      expect(bad.statusCode).toBe(400);
      const moved = await app.inject({ method: 'POST', url: '/api/test/clock', payload: { advanceMs: TURN_MS, gameId } });
      expect(moved.statusCode).toBe(200);
      const plays = (await app.inject({ method: 'GET', url: `/api/games/${gameId}/plays`, headers: { authorization: `Bearer ${players.home.key}` } })).json().data as Json[];
      expect(plays.filter((p) => p.type === 'time up')).toEqual([expect.objectContaining({ team: 'away' })]);
    } finally {
      await app.close();
      await database.close();
    }
  }, 120_000);
});

describe('the clock survives a restart (PGlite on disk)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'bb-h2h-restart-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('the wake planned before the restart runs after it: the computer rolls once for the turn that ran out meanwhile', async () => {
    const clock = testClock();
    let database = await openPgliteDiskCopy(dir, [1927, 1975]);
    // The first server plans its wake but dies before it runs: its queue never works.
    const realQueue = createJobQueue(database, { pollSeconds: 0.5 });
    const deaf: JobQueue = { work: async () => undefined, schedule: (...a) => realQueue.schedule(...a), drain: (...a) => realQueue.drain(...a), stop: () => realQueue.stop() };
    let app = await buildApp({ config, database, clock: clock.now, jobs: deaf });
    const players = { home: await createUser(app), away: await createUser(app) };
    await markSubscribed(database, players.home.id);
    const gameId = await seatedGame(app, database, players, 2024);
    const job = await database.db.execute(sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${H2H_CLOCK} AND singleton_key = ${gameId}`);
    expect((job as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(1);
    await app.close();
    await realQueue.stop();
    await database.close();

    // Down past the deadline; the next server on the same disk wakes the game at start and rolls exactly once.
    clock.advance(TURN_MS + 5000);
    database = await openDatabase({ databaseUrl: null, dataDir: dir });
    await database.migrate();
    const queue = createJobQueue(database, { pollSeconds: 0.5 });
    app = await buildApp({ config, database, clock: clock.now, jobs: queue });
    await app.ready();
    await queue.drain(H2H_CLOCK, 60_000);
    const plays = (await app.inject({ method: 'GET', url: `/api/games/${gameId}/plays`, headers: { authorization: `Bearer ${players.home.key}` } })).json().data as Json[];
    expect(plays.filter((p) => p.type === 'time up')).toEqual([expect.objectContaining({ team: 'away' })]);
    const stored = (await readH2H(database, gameId))!;
    expect([stored.turnRevision, stored.turnStartedAt?.toISOString()]).toEqual([1, clock.now().toISOString()]);
    await app.close();
    await queue.stop();
    await database.close();
  }, 180_000);
});
