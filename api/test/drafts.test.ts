import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { DRAFT_COMPUTER_PICK_MS, DRAFT_MESSAGES, type DraftRoom } from '@bb/contract';
import type { PlayerCard } from '@bb/engine';
import { buildApp } from '../src/app';
import { createJobQueue, type JobQueue } from '../src/jobs';
import { playerRating, tradeValue } from '../src/drafts/player-value';
import { draftRoster, loadCards } from '../src/drafts/draft-cards';
import { describeOnBackends } from './support/backends';
import { SseReader } from './support/sse-client';
import { createUser, markSubscribed, type TestUser } from './accounts-helpers';
import type { Json } from './support/json';
import { DAY, leagueClient, testClock } from './leagues-support';
import { API_ONLY_CONFIG } from './support/app-config';

const MINUTE = 60_000;

/** A valid create body; tests override single fields to meet each message. */
function draftBody(now: Date, extra: Json = {}): Json {
  return {
    name: `Draft ${Math.random().toString(36).slice(2, 8)}`,
    totalTeams: 8, mode: 'snake', rounds: 16, pickSeconds: 30, maxPlayers: 16, dh: 'auto', usageLimit: 0,
    years: [1998], leagues: ['AL', 'NL'],
    draftHeldAt: new Date(now.getTime() + 15 * MINUTE).toISOString(),
    gamesBeginAt: new Date(now.getTime() + DAY).toISOString(),
    gamesPerTeam: 14, isPrivate: true, seed: 4242,
    ...extra,
  };
}

describeOnBackends('draft leagues', { seasons: [1998] }, (backend) => {
  let app: FastifyInstance;
  let jobs: JobQueue;
  let owner: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  let stranger: TestUser;
  const clock = testClock();
  const { it } = backend;
  let api: ReturnType<typeof leagueClient>;
  let leagueId = 0;

  backend.beforeAll(async () => {
    jobs = createJobQueue(backend.database, { pollSeconds: 0.5, schema: `pgboss_drafts_${process.pid}` });
    app = await buildApp({ config: API_ONLY_CONFIG, database: backend.database, clock: clock.now, jobs });
    api = leagueClient(app);
    [owner, alice, bob, stranger] = [await createUser(app), await createUser(app), await createUser(app), await createUser(app)];
    for (const u of [owner, alice, bob, stranger]) await markSubscribed(backend.database, u.id);
  }, 180_000);
  backend.afterAll(async () => {
    await app.close();
    await jobs.stop();
  });

  const count = async (query: string) => Number(((await backend.database.db.execute(sql.raw(query))) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
  const room = async (key = owner.key) => (await api.get(key, `/api/drafts/${leagueId}`)).body.data as DraftRoom;
  const pool = async (query: string, key = owner.key) => (await api.get(key, `/api/drafts/${leagueId}/pool?${query}`)).body.data as { players: Array<{ cardId: string; draftedBy: number | null; rating: number }>; total: number };
  const pick = (key: string, body: Json) => api.post(key, `/api/drafts/${leagueId}/picks`, body);

  it('rates players by a documented, deterministic model; trade value is convex', async () => {
    const cards = await loadCards(backend.database, ['mcgwima01-1998', 'maddugr01-1998', 'ordonre01-1998']);
    const mcgwire = playerRating(cards.get('mcgwima01-1998') as PlayerCard);
    const maddux = playerRating(cards.get('maddugr01-1998') as PlayerCard);
    expect(mcgwire).toBeGreaterThan(80);
    expect(maddux).toBeGreaterThan(70);
    expect(playerRating(cards.get('mcgwima01-1998') as PlayerCard)).toBe(mcgwire);
    expect(tradeValue(100)).toBe(1000);
    expect(tradeValue(80)).toBeGreaterThan(2 * tradeValue(60));
    const roster = await draftRoster(backend.database, { id: 0, environment: '1998-NL' }, ['mcgwima01-1998', 'maddugr01-1998'], { teamId: 'DL1', city: 'A', nickname: 'B' });
    expect([roster.year, roster.lgId, roster.parkFactor, roster.players.length]).toEqual([1998, 'NL', 100, 2]);
    expect(roster.players[1]!.teamGs).toBe(34);
  });

  it('refuses bad settings with the messages beside each field and creates nothing', async () => {
    const now = clock.now().getTime();
    const before = await count('SELECT count(*)::int AS n FROM leagues');
    const cases: Array<[Json, string, string]> = [
      [{ name: ' ' }, 'name', DRAFT_MESSAGES.nameRequired],
      [{ totalTeams: 31 }, 'totalTeams', DRAFT_MESSAGES.totalTeams],
      [{ rounds: 5 }, 'rounds', DRAFT_MESSAGES.rounds],
      [{ maxPlayers: 10 }, 'maxPlayers', DRAFT_MESSAGES.maxPlayers],
      [{ leagues: [] }, 'leagues', DRAFT_MESSAGES.leaguesRequired],
      [{ draftHeldAt: new Date(now - MINUTE).toISOString() }, 'draftHeldAt', DRAFT_MESSAGES.futureDate],
      [{ draftHeldAt: new Date(now + 5 * MINUTE).toISOString() }, 'draftHeldAt', DRAFT_MESSAGES.tenMinutes],
      [{ gamesBeginAt: '' }, 'gamesBeginAt', DRAFT_MESSAGES.rescheduleRequired],
      [{ gamesBeginAt: new Date(now + 12 * MINUTE).toISOString() }, 'gamesBeginAt', DRAFT_MESSAGES.rescheduleAfterDraft],
      [{ totalTeams: 30, rounds: 40, maxPlayers: 40 }, 'years', DRAFT_MESSAGES.poolTooSmall(30 * 40 - 1186 + 0)],
      [{ invites: ['nobody-such'] }, 'invites', 'No player found with the username nobody-such'],
    ];
    for (const [extra, field, message] of cases) {
      const res = await api.post(owner.key, '/api/drafts', draftBody(clock.now(), extra));
      if (field === 'years') expect([res.status, res.body.errors?.[field]?.slice(0, 40)]).toEqual([400, message.slice(0, 40)]);
      else expect([res.status, res.body.errors?.[field]]).toEqual([400, message]);
    }
    expect(await count('SELECT count(*)::int AS n FROM leagues')).toBe(before);
  });

  it('creates the league with its teams, seats the invited, answers a double submit once', async () => {
    const body = draftBody(clock.now(), { invites: [alice.username], requestId: 'draft-form-0001' });
    const [a, b] = await Promise.all([api.post(owner.key, '/api/drafts', body), api.post(owner.key, '/api/drafts', body)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    const created = a.body.data as DraftRoom;
    leagueId = created.leagueId;
    expect((b.body.data as DraftRoom).leagueId).toBe(leagueId);
    expect(created.status).toBe('scheduled');
    expect(created.teams.map((t) => t.manager)).toEqual(['you', 'user', 'computer', 'computer', 'computer', 'computer', 'computer', 'computer']);
    expect(created.inviteLink).toMatch(new RegExp(`^/live-draft/${leagueId}\\?invite=`));
    const league = (await api.get(owner.key, `/api/leagues/${leagueId}`)).body.data;
    expect([league.kind, league.status]).toEqual(['draft', 'draft']);
    const note = await count(`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${alice.id}`);
    expect(note).toBe(1);
  });

  it('is private to its members; the invitation link takes an open computer seat', async () => {
    expect((await api.get(stranger.key, `/api/drafts/${leagueId}`)).status).toBe(404);
    expect((await api.get(stranger.key, `/api/drafts/${leagueId}/pool`)).status).toBe(404);
    const token = (await room()).inviteLink!.split('invite=')[1]!;
    expect((await api.post(bob.key, `/api/drafts/${leagueId}/join`, { token: 'not-the-token' })).status).toBe(404);
    const joined = await api.post(bob.key, `/api/drafts/${leagueId}/join`, { token });
    expect(joined.status).toBe(200);
    expect((joined.body.data as DraftRoom).myTeam).toBe(2);
    expect((await api.post(bob.key, `/api/drafts/${leagueId}/join`, { token })).body.data.myTeam).toBe(2);
    expect((await room(bob.key)).inviteLink).toBeNull();
  });

  it('chat: members write and read; strangers cannot', async () => {
    expect((await api.post(alice.key, `/api/drafts/${leagueId}/chat`, { text: '   ' })).body.errors?.text).toBe(DRAFT_MESSAGES.chatEmpty);
    const sent = await api.post(alice.key, `/api/drafts/${leagueId}/chat`, { text: 'Good luck, all' });
    expect([sent.status, sent.body.data.team, sent.body.data.username]).toEqual([200, 1, alice.username]);
    const read = await api.get(bob.key, `/api/drafts/${leagueId}/chat`);
    expect(read.body.data.messages.map((m: { text: string }) => m.text)).toEqual(['Good luck, all']);
    expect((await api.get(stranger.key, `/api/drafts/${leagueId}/chat`)).status).toBe(404);
  });

  it('reschedule: the spec messages, commissioner only', async () => {
    const now = clock.now().getTime();
    const url = `/api/drafts/${leagueId}/reschedule`;
    expect((await api.post(alice.key, url, { draftHeldAt: new Date(now + 20 * MINUTE).toISOString(), gamesBeginAt: new Date(now + DAY).toISOString() })).status).toBe(403);
    const cases: Array<[Json, string, string]> = [
      [{ draftHeldAt: new Date(now - MINUTE).toISOString(), gamesBeginAt: new Date(now + DAY).toISOString() }, 'draftHeldAt', DRAFT_MESSAGES.rescheduleFuture],
      [{ draftHeldAt: new Date(now + 20 * MINUTE).toISOString() }, 'gamesBeginAt', DRAFT_MESSAGES.rescheduleRequired],
      [{ draftHeldAt: new Date(now + 20 * MINUTE).toISOString(), gamesBeginAt: new Date(now + 10 * MINUTE).toISOString() }, 'gamesBeginAt', DRAFT_MESSAGES.rescheduleAfterDraft],
    ];
    for (const [body, field, message] of cases) {
      const res = await api.post(owner.key, url, body);
      expect([res.status, res.body.errors?.[field]]).toEqual([400, message]);
    }
    const moved = await api.post(owner.key, url, { draftHeldAt: new Date(now + 20 * MINUTE).toISOString(), gamesBeginAt: new Date(now + 2 * DAY).toISOString() });
    expect(moved.body.data.draftHeldAt).toBe(new Date(now + 20 * MINUTE).toISOString());
    expect((await pick(owner.key, { pick: 1, cardId: 'mcgwima01-1998' })).body.code).toBe('not-started');
  });

  it('goes live at its time; two identical picks make one; refusals change nothing', async () => {
    clock.advance(19 * MINUTE);
    await app.draftScheduler.tick(leagueId);
    expect((await room()).status).toBe('scheduled');
    clock.advance(MINUTE);
    await app.draftScheduler.tick(leagueId);
    const live = await room();
    expect([live.status, live.current?.team, live.current?.deadline]).toEqual(['live', 0, new Date(clock.now().getTime() + 30_000).toISOString()]);

    const [best] = (await pool('sort=rating&limit=2')).players;
    const twice = await Promise.all([pick(owner.key, { pick: 1, cardId: best!.cardId }), pick(owner.key, { pick: 1, cardId: best!.cardId })]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(twice.find((r) => r.status === 409)!.body.code).toBe('already-made');
    expect(twice.find((r) => r.status === 409)!.body.room.picks).toHaveLength(1);
    expect(await count(`SELECT count(*)::int AS n FROM draft_picks WHERE league_id = ${leagueId}`)).toBe(1);

    const version = (await room()).version;
    const outOfTurn = await pick(bob.key, { pick: 2, cardId: 'maddugr01-1998' });
    expect([outOfTurn.status, outOfTurn.body.code, outOfTurn.body.error]).toEqual([409, 'out-of-turn', DRAFT_MESSAGES.outOfTurn]);
    const taken = await pick(alice.key, { pick: 2, cardId: best!.cardId });
    expect([taken.status, taken.body.code]).toEqual([409, 'player-taken']);
    expect((await pick(alice.key, { pick: 2, cardId: 'nobody01-1998' })).body.code).toBe('not-eligible');
    expect((await room()).version).toBe(version);
    expect((await pool('available=true&limit=1')).total).toBe((await pool('limit=1')).total - 1);
    expect((await api.get(owner.key, `/api/drafts/${leagueId}/players/${best!.cardId}`)).body.data.draftedBy).toBe(0);
  });

  it('streams the room to each viewer after every change (same ticket auth as games), and the chat', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const ticket = async (key: string) => (await api.post(key, '/api/realtime/ticket')).body.data.ticket as string;
    expect((await fetch(`${address}/api/drafts/${leagueId}/stream?ticket=${await ticket(stranger.key)}`)).status).toBe(404);
    const reader = await SseReader.open(`${address}/api/drafts/${leagueId}/stream?ticket=${await ticket(alice.key)}`);
    try {
      await reader.until((r) => r.events.some((e) => e.event === 'room'));
      const first = (reader.last('room') as { room: DraftRoom }).room;
      expect([first.myTeam, first.teams[1]!.online, first.teams[2]!.online]).toEqual([1, true, false]);
      expect((await room()).teams[1]!.online).toBe(true);
      await api.post(owner.key, `/api/drafts/${leagueId}/pause`);
      await reader.until((r) => (r.last('room') as { room: DraftRoom }).room.version > first.version);
      expect((reader.last('room') as { room: DraftRoom }).room.pauseAfterRound).toBe(true);
      await api.post(owner.key, `/api/drafts/${leagueId}/resume`);
      await reader.until((r) => (r.last('room') as { room: DraftRoom }).room.pauseAfterRound === false);
      await api.post(bob.key, `/api/drafts/${leagueId}/chat`, { text: 'On the clock, Alice' });
      await reader.until((r) => r.events.some((e) => e.event === 'chat'));
      expect((reader.last('chat') as { message: { text: string } }).message.text).toBe('On the clock, Alice');
    } finally {
      reader.close();
    }
  });

  it('time running out: the queue first, else autopick; a pick after the deadline is refused', async () => {
    const available = (await pool('available=true&position=C&limit=3')).players;
    const wanted = available[2]!.cardId;
    await api.put(alice.key, `/api/drafts/${leagueId}/queue`, { cardIds: [wanted] });
    expect((await room(alice.key)).queue).toEqual([wanted]);
    clock.advance(31_000);
    const late = await pick(alice.key, { pick: 2, cardId: available[0]!.cardId });
    expect([late.status, late.body.code, late.body.error]).toEqual([409, 'deadline-passed', DRAFT_MESSAGES.deadlinePassed]);
    expect(await app.draftScheduler.tick(leagueId)).toBe(1);
    const afterQueue = await room();
    expect(afterQueue.picks[1]).toMatchObject({ pick: 2, team: 1, cardId: wanted, auto: true });
    // Bob has no queue: autopick for his open positions.
    clock.advance(31_000);
    await app.draftScheduler.tick(leagueId);
    expect((await room()).picks[2]).toMatchObject({ team: 2, auto: true });
    // Computer managers pick a few seconds into their turn.
    const before = (await room()).picks.length;
    await app.draftScheduler.tick(leagueId);
    expect((await room()).picks.length).toBe(before);
    clock.advance(DRAFT_COMPUTER_PICK_MS);
    await app.draftScheduler.tick(leagueId);
    expect((await room()).picks.length).toBe(before + 1);
  });

  it('pause after the round, resume, undo', async () => {
    const paused = await api.post(owner.key, `/api/drafts/${leagueId}/pause`);
    expect([paused.body.data.status, paused.body.data.pauseAfterRound]).toEqual(['live', true]);
    for (let i = 0; i < 4; i += 1) {
      clock.advance(DRAFT_COMPUTER_PICK_MS);
      await app.draftScheduler.tick(leagueId);
    }
    const stopped = await room();
    expect([stopped.status, stopped.picks.length, stopped.current?.round, stopped.current?.deadline]).toEqual(['paused', 8, 2, null]);
    clock.advance(DAY);
    await app.draftScheduler.tick(leagueId);
    expect((await room()).picks.length).toBe(8);
    expect((await pick(owner.key, { pick: 9, cardId: (await pool('available=true&limit=1')).players[0]!.cardId })).body.code).toBe('paused');
    expect((await api.post(alice.key, `/api/drafts/${leagueId}/resume`)).status).toBe(403);
    const resumed = await api.post(owner.key, `/api/drafts/${leagueId}/resume`);
    expect([resumed.body.data.status, resumed.body.data.current.deadline]).toEqual(['live', new Date(clock.now().getTime() + DRAFT_COMPUTER_PICK_MS).toISOString()]);
    expect(resumed.body.data.current.team).toBe(7);
    const last = (await room()).picks[7]!;
    expect((await api.post(owner.key, `/api/drafts/${leagueId}/undo`, { pick: 7 })).body.code).toBe('not-current');
    const undone = await api.post(owner.key, `/api/drafts/${leagueId}/undo`, { pick: 8 });
    expect([undone.status, undone.body.data.picks.length, undone.body.data.current.pick]).toEqual([200, 7, 8]);
    expect(await count(`SELECT count(*)::int AS n FROM draft_picks WHERE league_id = ${leagueId} AND card_id = '${last.cardId}'`)).toBe(0);
    // The commissioner picks for the team on the clock.
    const forTeam = await pick(owner.key, { pick: 8, cardId: last.cardId });
    expect(forTeam.body.data.picks[7]).toMatchObject({ team: 7, cardId: last.cardId, auto: false });
  });

  it('runs to the end on the clock; a full roster is refused; every team can field a side', async () => {
    let guard = 0;
    let refusedFull = false;
    for (;;) {
      const r = await room();
      if (r.status === 'complete') break;
      if (++guard > 400) throw new Error('draft did not end');
      const cur = r.current!;
      if (!refusedFull && cur.round === 16 && cur.team === 1) {
        const full = await pick(bob.key, { pick: cur.pick, cardId: (await pool('available=true&limit=1')).players[0]!.cardId });
        expect([full.status, full.body.code]).toEqual([409, 'roster-full']);
        refusedFull = true;
      }
      if (cur.team === 0 && cur.round % 3 === 0) {
        const choice = (await pool('available=true&position=SP&limit=1')).players[0]!;
        expect((await pick(owner.key, { pick: cur.pick, cardId: choice.cardId })).status).toBe(200);
        continue;
      }
      clock.advance(31_000);
      await app.draftScheduler.tick(leagueId);
    }
    expect(refusedFull).toBe(true);
    expect(await count(`SELECT count(*)::int AS n FROM draft_picks WHERE league_id = ${leagueId}`)).toBe(128);
    expect(await count(`SELECT count(DISTINCT player_id)::int AS n FROM draft_picks WHERE league_id = ${leagueId}`)).toBe(128);
    const summary = (await api.get(owner.key, `/api/drafts/${leagueId}/summary`)).body.data;
    expect(summary.rosters.map((t: { picks: unknown[] }) => t.picks.length)).toEqual(new Array(8).fill(16));
    const invalid = summary.validation.teams.filter((t: { valid: boolean }) => !t.valid);
    expect(invalid).toEqual([]);
    const league = (await api.get(owner.key, `/api/leagues/${leagueId}`)).body.data;
    expect(league.status).toBe('scheduled');
  }, 180_000);

  it('then the season plays on the league core: sim to the end, standings, depth chart', async () => {
    const depth = await api.get(alice.key, `/api/leagues/${leagueId}/teams/1/depth`);
    expect([depth.status, depth.body.data.players.length, depth.body.data.problem]).toEqual([200, 16, null]);
    // A manager's game on the one play screen, as a draft-league game with the drafted rosters.
    clock.advance(2 * DAY);
    const schedule = (await api.get(alice.key, `/api/leagues/${leagueId}/schedule?team=1&limit=1`)).body.data;
    const first = schedule.games[0];
    const started = await api.post(alice.key, `/api/leagues/${leagueId}/schedule/${first.scheduleId}/play`);
    expect(started.status).toBe(200);
    const game = (await api.get(alice.key, `/api/games/${started.body.data.gameId}`)).body.data;
    expect(game.mode ?? game.game?.mode).toBe('draft-league');
    const sim = await api.post(owner.key, `/api/leagues/${leagueId}/sim`, { to: 'end' });
    expect(sim.status).toBe(200);
    expect(sim.body.data.league.status).toBe('final');
    const standings = (await api.get(owner.key, `/api/leagues/${leagueId}/standings`)).body.data;
    const games = standings.groups.flatMap((g: { rows: Array<{ wins: number; losses: number }> }) => g.rows).reduce((n: number, r: { wins: number; losses: number }) => n + r.wins + r.losses, 0);
    expect(games).toBe(8 * 14);
    expect((await api.get(owner.key, `/api/leagues/${leagueId}/leaders`)).status).toBe(200);
    expect((await api.get(owner.key, `/api/leagues/${leagueId}/playoff`)).body.data.champion).not.toBeNull();
    expect((await api.get(owner.key, `/api/drafts?scope=mine`)).body.data.leagues.map((l: { leagueId: number }) => l.leagueId)).toContain(leagueId);
  }, 120_000);

  it('a person cannot draft his team out of a lineup and a rotation; a queued player who would waits, autopick fills the holes', async () => {
    const created = await api.post(owner.key, '/api/drafts', draftBody(clock.now(), { totalTeams: 2, rounds: 13, maxPlayers: 13, dh: 'yes', isPrivate: false }));
    const id = created.body.data.leagueId as number;
    clock.advance(16 * MINUTE);
    await app.draftScheduler.tick(id);
    const relievers = (await api.get(owner.key, `/api/drafts/${id}/pool?position=RP&available=true&limit=2`)).body.data.players as Array<{ cardId: string }>;
    // Thirteen picks for a lineup with a DH and four starters: a reliever leaves twelve picks for thirteen places.
    const refused = await api.post(owner.key, `/api/drafts/${id}/picks`, { pick: 1, cardId: relievers[0]!.cardId });
    expect([refused.status, refused.body.code]).toEqual([409, 'roster-needs']);
    expect(refused.body.error).toBe(
      DRAFT_MESSAGES.rosterNeeds('a catcher, a first baseman, a second baseman, a third baseman, a shortstop, 3 outfielders, a designated hitter, 4 starting pitchers', 12),
    );
    expect(refused.body.room.picks).toHaveLength(0);
    await api.put(owner.key, `/api/drafts/${id}/queue`, { cardIds: [relievers[0]!.cardId] });
    clock.advance(31_000);
    expect(await app.draftScheduler.tick(id)).toBeGreaterThanOrEqual(1);
    const first = ((await api.get(owner.key, `/api/drafts/${id}`)).body.data as DraftRoom).picks[0]!;
    expect(first.team).toBe(0);
    expect(first.cardId).not.toBe(relievers[0]!.cardId);
    // Run the draft out: both rosters can field a side under the DH rule.
    for (let i = 0; i < 40; i += 1) {
      clock.advance(31_000);
      await app.draftScheduler.tick(id);
    }
    const validation = (await api.get(owner.key, `/api/drafts/${id}/validation`)).body.data as { teams: Array<{ valid: boolean; problems: string[] }> };
    expect(validation.teams.map((t) => [t.valid, t.problems])).toEqual([[true, []], [true, []]]);
  }, 120_000);
});
