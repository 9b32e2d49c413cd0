// A rolling restart of both API instances during a live draft and a head-to-head game (issue 43 item 4). Two
// subscribers play the game and are the two human managers of a four-team draft (two computer managers, whose picks
// the job queue makes); their live streams stay open the whole time. Instance 1 gets SIGTERM and is started again,
// then instance 2, while the picks and the moves go on. Resolves what happened, for the caller to judge.
import { signUpAndLogIn, startHeadToHead, subscribe, swing } from './deploy-clients.mjs';
import { keepStreamOpen, resilientApi } from './restart-clients.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const MINUTE = 60_000;

/** Resolves when `condition()` holds (checked every 100 ms); rejects with `what` after `ms`. */
async function waitFor(condition, what, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`rolling restart: ${what} did not happen within ${ms / 1000} s`);
    await sleep(100);
  }
}

/** The batting player swings, one move at a time, until stopped or the game ends. Records every move answered 200. */
function playMoves(api, gameId, players, paceMs) {
  const state = { made: [], refused: 0, errors: [], stopped: false, final: false };
  const run = async () => {
    while (!state.stopped) {
      try {
        const { game } = await api.ok('GET', `/api/games/${gameId}`, { key: players.home.key });
        if (game.status === 'final') {
          state.final = true;
          return;
        }
        const res = await swing(api, players[game.battingSide], gameId, game.version);
        if (res.status === 200) state.made.push({ from: game.version, to: res.json().data.game.version, at: Date.now() });
        else if (res.status === 409) state.refused += 1;
        else state.errors.push(`Swing Away answered ${res.status}: ${res.text.slice(0, 200)}`);
      } catch (error) {
        state.errors.push(error.message);
      }
      await sleep(paceMs);
    }
  };
  const running = run();
  const stop = async () => {
    state.stopped = true;
    await running;
  };
  return { state, stop };
}

/** The two managers pick the best available player on their turns; the computers' turns are left to the server. */
function makePicks(api, leagueId, managers) {
  const state = { made: [], refused: 0, errors: [], stopped: false };
  const run = async () => {
    while (!state.stopped) {
      try {
        const room = await api.ok('GET', `/api/drafts/${leagueId}`, { key: managers[0].key });
        const manager = room.status === 'live' ? managers[room.current?.team] : undefined;
        if (!manager) {
          if (room.status === 'complete') return;
          await sleep(150);
          continue;
        }
        const pool = await api.ok('GET', `/api/drafts/${leagueId}/pool?available=true&sort=rating&limit=1`, { key: manager.key });
        const cardId = pool.players[0].cardId;
        const res = await api.call('POST', `/api/drafts/${leagueId}/picks`, { key: manager.key, body: { pick: room.current.pick, cardId } });
        if (res.status === 200) state.made.push({ pick: room.current.pick, cardId, at: Date.now() });
        else if (res.status === 409) state.refused += 1;
        else state.errors.push(`pick ${room.current.pick} answered ${res.status}: ${res.text.slice(0, 200)}`);
      } catch (error) {
        state.errors.push(error.message);
      }
      await sleep(100);
    }
  };
  const running = run();
  const stop = async () => {
    state.stopped = true;
    await running;
  };
  return { state, stop };
}

/** A four-team draft (two humans, two computers) of the 1927 season, going live in a moment. */
async function liveDraft(api, owner, rival) {
  const now = Date.now();
  const gamesBeginAt = new Date(now + 1440 * MINUTE).toISOString();
  const created = await api.ok('POST', '/api/drafts', {
    key: owner.key,
    body: {
      name: `Rolling restart ${now.toString(36)}`, totalTeams: 4, mode: 'snake', rounds: 13, pickSeconds: 60, maxPlayers: 13, dh: 'auto', usageLimit: 0,
      years: [1927], leagues: ['AL', 'NL'], draftHeldAt: new Date(now + 11 * MINUTE).toISOString(), gamesBeginAt,
      gamesPerTeam: 14, isPrivate: true, invites: [rival.username], seed: 43,
    },
  }, [201]);
  // The job queue starts it (a draft-tick job at its time).
  await api.ok('POST', `/api/drafts/${created.leagueId}/reschedule`, { key: owner.key, body: { draftHeldAt: new Date(Date.now() + 1500).toISOString(), gamesBeginAt } });
  return created.leagueId;
}

/**
 * Runs the whole scenario on a started topology ({ instances, proxy }). `paceMs`: the wait between two moves.
 * Resolves { restarts, moves, picks, game, room, plays, streams, stats }.
 */
export async function rollingRestart({ instances, proxy }, { paceMs = 300, progress = 2, log = () => undefined } = {}) {
  const api = proxy ? resilientApi([proxy.url], { ca: proxy.ca }) : resilientApi(instances.map((i) => i.url));
  // The outbox is read on the instances themselves (this machine), never through the proxy.
  const mailbox = resilientApi(instances.map((i) => i.url));
  const owner = await signUpAndLogIn(api, mailbox, 'roll');
  const rival = await signUpAndLogIn(api, mailbox, 'roll');
  for (const user of [owner, rival]) await subscribe(api, user);
  const gameId = await startHeadToHead(api, api, owner, rival, 77);
  const leagueId = await liveDraft(api, owner, rival);
  log(`game ${gameId}, draft league ${leagueId}`);

  // The players' streams: each player's game stream, the owner's draft room, the rival's site channel. A game stream
  // starts where the play screen does (the game and its plays read first), so every later play must come through it.
  const start = (await api.ok('GET', `/api/games/${gameId}`, { key: owner.key })).game;
  const startPlays = await api.ok('GET', `/api/games/${gameId}/plays`, { key: owner.key });
  const plays = { owner: new Map(startPlays.map((p) => [p.index, p])), rival: new Map(startPlays.map((p) => [p.index, p])) };
  const held = { owner: { since: start.version, plays: startPlays.length }, rival: { since: start.version, plays: startPlays.length } };
  const gameStream = (who, user) =>
    keepStreamOpen(api, user.key, `/api/games/${gameId}/stream`, {
      query: () => held[who],
      onEvent: ({ event, data }) => {
        if (event !== 'game') return;
        for (const play of data.plays) plays[who].set(play.index, play);
        held[who] = { since: data.version, plays: plays[who].size };
      },
    });
  let roomSeen = null;
  const streams = {
    ownerGame: gameStream('owner', owner),
    rivalGame: gameStream('rival', rival),
    draftRoom: keepStreamOpen(api, owner.key, `/api/drafts/${leagueId}/stream`, {
      query: () => (roomSeen ? { since: roomSeen.version } : {}),
      onEvent: ({ event, data }) => {
        if (event === 'room' && (!roomSeen || data.room.version >= roomSeen.version)) roomSeen = data.room;
      },
    }),
    site: keepStreamOpen(api, rival.key, '/api/realtime/stream'),
  };

  const moves = playMoves(api, gameId, { home: owner, away: rival }, paceMs);
  const picks = makePicks(api, leagueId, [owner, rival]);
  const restarts = [];
  try {
    await waitFor(() => picks.state.made.length >= progress && moves.state.made.length >= progress, 'the first picks and moves', 90_000);
    for (const instance of instances) {
      const before = { picks: picks.state.made.length, moves: moves.state.made.length };
      const started = Date.now();
      log(`SIGTERM to ${instance.name}`);
      const exit = await instance.stop('SIGTERM');
      await instance.start();
      restarts.push({ name: instance.name, startedAt: started, readyAt: Date.now(), exit });
      log(`${instance.name} back after ${Date.now() - started} ms (exit ${exit.code ?? exit.signal})`);
      await waitFor(() => picks.state.made.length >= before.picks + progress && moves.state.made.length >= before.moves + progress, `progress after restarting ${instance.name}`, 90_000);
    }
  } finally {
    await moves.stop();
    await picks.stop();
  }

  const game = (await api.ok('GET', `/api/games/${gameId}`, { key: owner.key })).game;
  const allPlays = await api.ok('GET', `/api/games/${gameId}/plays`, { key: owner.key });
  // The computers pick on until a human's turn comes: the room is final once it waits for one.
  let room = await api.ok('GET', `/api/drafts/${leagueId}`, { key: owner.key });
  for (const deadline = Date.now() + 30_000; room.status === 'live' && room.current?.team > 1; ) {
    if (Date.now() > deadline) throw new Error('rolling restart: the computers did not hand the draft back to a human within 30 s');
    await sleep(200);
    room = await api.ok('GET', `/api/drafts/${leagueId}`, { key: owner.key });
  }
  // What the streams hold once the last change has reached them (a stream that lost something never gets there).
  const settled = () => plays.owner.size === allPlays.length && plays.rival.size === allPlays.length && roomSeen?.version === room.version;
  await waitFor(settled, 'the streams catching up with the last pick and move', 15_000).catch(() => undefined);
  for (const stream of Object.values(streams)) await stream.stop();
  return {
    restarts, game, room, allPlays,
    moves: moves.state, picks: picks.state,
    plays: { owner: plays.owner, rival: plays.rival }, roomSeen,
    streams: Object.fromEntries(Object.entries(streams).map(([name, s]) => [name, { log: s.log, failures: s.failures }])),
    startVersion: start.version,
    stats: api.stats,
  };
}

/** What would make the rolling restart a failure, in words (empty: it lost nothing). `viaProxy`: clients saw no error. */
export function judgeRollingRestart(result, { viaProxy, timeoutMs = 20_000 }) {
  const problems = [];
  const { restarts, moves, picks, game, allPlays, room, roomSeen, plays, streams, stats } = result;
  for (const { name, exit } of restarts) {
    if (exit.code !== 0 || exit.signal !== null) problems.push(`${name} ended with ${exit.code ?? exit.signal} on SIGTERM, not 0`);
    if (exit.ms > timeoutMs) problems.push(`${name} took ${exit.ms} ms to shut down`);
  }
  if (restarts.length !== 2) problems.push(`${restarts.length} instance(s) restarted, not 2`);
  for (const [what, state] of [['moves', moves], ['picks', picks]]) {
    if (state.errors.length) problems.push(`${what} failed: ${state.errors.slice(0, 3).join('; ')}`);
  }
  if (stats.ambiguous.length) problems.push(`requests cut off after they went out: ${stats.ambiguous.slice(0, 3).join('; ')}`);
  if (stats.serverErrors.length) problems.push(`server errors: ${stats.serverErrors.slice(0, 3).join('; ')}`);
  if (viaProxy && stats.retried.refused + stats.retried.closing > 0) problems.push(`the proxy let ${stats.retried.refused + stats.retried.closing} request(s) fail (refused or closing) during the restarts`);

  // Moves: each one answered 200 is in the game, once; nothing else moved it.
  const versions = moves.made.map((m) => m.to);
  if (new Set(versions).size !== versions.length) problems.push('two moves were answered with the same version');
  if (game.version !== result.startVersion + moves.made.length) problems.push(`the game is at version ${game.version}; ${moves.made.length} moves from version ${result.startVersion} were answered`);
  for (const who of ['owner', 'rival']) {
    const missing = allPlays.filter((p) => !plays[who].has(p.index)).map((p) => p.index);
    if (missing.length) problems.push(`the ${who}'s game stream never got plays ${missing.slice(0, 10).join(', ')}`);
  }
  // Picks: each one answered 200 is in the room, as made; the room's picks run 1, 2, 3… once each.
  const byNumber = new Map(room.picks.map((p) => [p.pick, p]));
  for (const made of picks.made) {
    if (byNumber.get(made.pick)?.cardId !== made.cardId) problems.push(`pick ${made.pick} (${made.cardId}) was answered 200 but the room has ${byNumber.get(made.pick)?.cardId ?? 'nothing'}`);
  }
  const numbers = room.picks.map((p) => p.pick);
  if (numbers.some((n, i) => n !== i + 1)) problems.push(`the room's picks are numbered ${numbers.join(',')}`);
  const firstRestart = restarts[0]?.startedAt ?? Infinity;
  if (!room.picks.some((p) => p.auto) || picks.made.filter((p) => p.at > firstRestart).length === 0) problems.push('no picks were made during and after the restarts');
  if (roomSeen?.version !== room.version) problems.push(`the draft room stream holds version ${roomSeen?.version}, the room is at ${room.version}`);

  // Streams: told to reconnect when their instance went, and back at once.
  for (const [name, { log }] of Object.entries(streams)) {
    const told = log.filter((c) => c.reconnectAt !== null);
    if (told.length === 0) problems.push(`the ${name} stream was never asked to reconnect`);
    log.slice(0, -1).forEach((conn, i) => {
      if (conn.reconnectAt === null) problems.push(`the ${name} stream's connection ${i + 1} ended without being asked to reconnect`);
      else if (log[i + 1].openedAt - conn.reconnectAt > (viaProxy ? 3000 : 15_000)) problems.push(`the ${name} stream took ${log[i + 1].openedAt - conn.reconnectAt} ms to come back`);
    });
  }
  return problems;
}
