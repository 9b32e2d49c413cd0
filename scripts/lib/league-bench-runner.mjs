// The in-process half of `npm run bench:league` (scripts/bench-league.mjs bundles this file with esbuild, the
// API's TypeScript included, and runs it once per backend). It builds the whole app (buildApp, as the API tests
// do), imports the season slice, signs up a subscribed owner and then, through app.inject:
// 1. creates a 30-team, 162-game league and times POST /api/leagues/{id}/sim {to:'end'} (regular season and
//    postseason, stored), N times on fresh leagues;
// 2. on the first finished league: 200 sequential GET …/standings and …/leaders (after a warm-up); the same GETs
//    under load over a socket (autocannon, see loadReads), GET /api/users/me beside them as the reference; and the
//    size of the league tables after VACUUM while that league is the only one in the database;
// 3. the split: a second league per run whose regular season is played by the same steps the sim route runs
//    (read, load squads, play, store — each timed, so engine vs. database is visible), then the postseason through
//    the API (POST sim {to:'end'} on the finished regular season).
// Prints progress lines and one `RESULT {json}` line. Argument: one JSON object (see bench-league.mjs).
import { profiledIn } from './cpu-profile.mjs';
import { performance } from 'node:perf_hooks';
import { fork } from 'node:child_process';
import { and, asc, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../../api/src/db/database';
import { users } from '../../api/src/db/schema/index';
import { leagueGames, leaguePlayerStats } from '../../api/src/db/schema/leagues';
import { buildApp } from '../../api/src/app';
import { runImport } from '../../api/src/import/run-import';
import { userRowChanged } from '../../api/src/auth/index';
import { readLeague, readTeams, readGames, loadSquads, usageOf } from '../../api/src/leagues/league-data';
import { chooseGames } from '../../api/src/leagues/choose-games';
import { playBatch } from '../../api/src/leagues/play-batch';
import { storeGames, withTeams } from '../../api/src/leagues/season-runner';
import { cardDirectory } from '../../api/src/leagues/season-totals';
import { closeRegularSeason } from '../../api/src/leagues/postseason-start';

const cfg = JSON.parse(process.argv[2]);
const log = (message) => console.log(`[${cfg.backend}] ${message}`);
const round = (x, digits = 1) => (x === null || x === undefined ? null : Math.round(x * 10 ** digits) / 10 ** digits);
const TABLES = ['leagues', 'league_teams', 'league_games', 'league_player_stats'];
const noEvents = { gameReady: async () => {}, playoffsStart: async () => {}, leagueEnded: async () => {} };

function stats(ms) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (p) => s[Math.min(s.length, Math.max(1, Math.ceil((p / 100) * s.length))) - 1];
  return { n: s.length, p50: round(at(50), 2), p95: round(at(95), 2), p99: round(at(99), 2), max: round(s.at(-1), 2), mean: round(s.reduce((a, b) => a + b, 0) / s.length, 2) };
}

const rowsOf = (result) => result.rows ?? result;

const profiled = (name, fn) => profiledIn(cfg.profileDir, cfg.backend, name, fn);

async function main() {
  const database = await openDatabase({ databaseUrl: cfg.databaseUrl || null, dataDir: cfg.dataDir, migrationsFolder: cfg.migrationsFolder });
  await database.migrate();
  const db = database.db;
  let t0 = performance.now();
  await runImport({ database, dataDir: cfg.slice });
  log(`season ${cfg.year} imported in ${round((performance.now() - t0) / 1000)} s`);

  const app = await buildApp({ config: { repoRoot: '/nonexistent', webDistDir: '/nonexistent', remotesRegistryFile: null }, database });
  const call = async (key, method, url, payload) => {
    const start = performance.now();
    const res = await app.inject({ method, url, ...(payload ? { payload } : {}), headers: key ? { authorization: `Bearer ${key}` } : {} });
    const ms = performance.now() - start;
    return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null, ms };
  };
  const expectStatus = (res, wanted, what) => {
    if (!wanted.includes(res.status)) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 400)}`);
    return res;
  };

  // A subscribed owner: the sign-up form and its mail link (the local outbox), then the flag a checkout sets.
  const tag = `${process.pid}${Date.now().toString(36)}`;
  const email = `leaguebench${tag}@example.com`;
  expectStatus(await call(null, 'POST', '/api/users/signup', {
    firstName: 'Bench', lastName: 'Owner', username: `lb${tag}`.slice(0, 30), email, password: 'bench passphrase 123', confirmPassword: 'bench passphrase 123', dateOfBirth: '01/01/1990',
  }), [202], 'signup');
  let token = null;
  for (let waited = 0; !token && waited < 5000; waited += 20) {
    const mails = (await call(null, 'GET', '/api/outbox')).body?.data ?? [];
    token = /token=([A-Za-z0-9_-]+)/.exec(mails.find((m) => m.to === email)?.text ?? '')?.[1] ?? null;
    if (!token) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  if (!token) throw new Error('no sign-up mail in the outbox');
  const record = expectStatus(await call(null, 'POST', '/api/users/signup/confirm', { token }), [201], 'signup confirm').body.data;
  const key = record.api_key.key;
  await db.update(users).set({ isSubscribed: true }).where(eq(users.id, record.user.id));
  await userRowChanged(record.user.id);

  const createLeague = async (label, seed) => {
    const body = {
      name: `Bench ${label} ${tag}`.slice(0, 60), years: [cfg.year], totalTeams: 30, dh: 'auto', usageLimit: 0, isPrivate: false,
      gamesBeginAt: new Date(Date.now() + 30 * 60_000).toISOString(), gamesPerTeam: 162, userTeam: { teamId: cfg.team, year: cfg.year }, seed,
    };
    const res = expectStatus(await call(key, 'POST', '/api/leagues', body), [201], 'POST /api/leagues');
    return { id: res.body.data.leagueId, createMs: res.ms };
  };
  const gameCounts = async (id) =>
    rowsOf(await db.execute(sql`SELECT phase, count(*)::int AS n FROM league_games WHERE league_id = ${id} AND status = 'final' GROUP BY phase ORDER BY phase`))
      .reduce((out, r) => ({ ...out, [r.phase]: Number(r.n) }), {});

  const result = { backend: cfg.backend, year: cfg.year, team: cfg.team, runs: [], split: [], reads: null, size: null };

  for (let run = 0; run < cfg.runs; run += 1) {
    const seed = cfg.seed + run;
    // 1. The whole season through the API: one timed POST sim {to:'end'}.
    const league = await createLeague(`end ${run}`, seed);
    const simCall = () => call(key, 'POST', `/api/leagues/${league.id}/sim`, { to: 'end' });
    const sim = expectStatus(run === 0 ? await profiled('sim', simCall) : await simCall(), [200], 'POST sim end');
    if (sim.body.data.league.status !== 'final') throw new Error(`sim to end left the league ${sim.body.data.league.status}`);
    const games = await gameCounts(league.id);
    result.runs.push({ leagueId: league.id, seed, createMs: round(league.createMs), simMs: round(sim.ms), played: sim.body.data.played, games, champion: sim.body.data.league.champion });
    log(`run ${run + 1}: create ${round(league.createMs)} ms, sim to end ${round(sim.ms)} ms (${sim.body.data.played} games: ${JSON.stringify(games)})`);

    if (run === 0) {
      // Sanity: every team played its 162.
      const standings = expectStatus(await call(key, 'GET', `/api/leagues/${league.id}/standings`), [200], 'standings').body.data;
      const short = standings.groups.flatMap((g) => g.rows).filter((r) => r.wins + r.losses !== 162);
      if (short.length) throw new Error(`teams without 162 decisions: ${JSON.stringify(short.slice(0, 3))}`);
      // 2. Reads on the finished season, sequential, in process (app.inject: no socket, the whole Fastify pipeline).
      const reads = {};
      await profiled('reads', async () => {
      for (const [name, url] of [['standings', `/api/leagues/${league.id}/standings`], ['leaders', `/api/leagues/${league.id}/leaders`]]) {
        for (let i = 0; i < cfg.warmup; i += 1) expectStatus(await call(key, 'GET', url), [200], url);
        const ms = [];
        let bytes = 0;
        for (let i = 0; i < cfg.requests; i += 1) {
          const res = expectStatus(await call(key, 'GET', url), [200], url);
          ms.push(res.ms);
          bytes = JSON.stringify(res.body).length;
        }
        reads[name] = { ...stats(ms), answerBytes: bytes };
        log(`${name}: p50 ${reads[name].p50} ms, p95 ${reads[name].p95} ms over ${cfg.requests} requests`);
      }
      });
      result.reads = reads;
      result.load = await profiled('load', () => loadReads(app, key, league.id));
      result.readParts = await readParts(db, league.id);
      log(`read parts (median ms of 50): ${JSON.stringify(result.readParts)}`);
      result.size = await seasonSize(db, league.id);
      log(`season size after VACUUM: ${result.size.bytes} bytes (${round(result.size.bytes / 1048576, 2)} MiB); after VACUUM FULL: ${result.size.compactedBytes}`);
    }

    // 3. The split (same seed, so the same season): the regular season by the sim route's own steps, timed apart.
    const split = await createLeague(`split ${run}`, seed);
    const now = new Date();
    const phase = {};
    const timed = async (name, fn) => {
      const start = performance.now();
      const out = await fn();
      phase[name] = round(performance.now() - start);
      return out;
    };
    const l0 = await timed('readLeagueTeamsGames', async () => {
      const lg = await readLeague(db, split.id);
      const teams = await readTeams(db, split.id);
      const pending = await readGames(db, split.id, ['scheduled', 'live']);
      return { lg, teams, pending };
    });
    const chosen = chooseGames(l0.pending, l0.teams, { kind: 'end' }, now);
    const squads = await timed('loadSquads', () => loadSquads(database, l0.lg, l0.teams));
    const usage = l0.teams.map(usageOf);
    const played = await timed('engine', async () =>
      playBatch(l0.lg, squads, l0.teams, usage, chosen).map((p, i) => withTeams({ ...p, phase: chosen[i].phase, series: chosen[i].series }, chosen[i])),
    );
    const stored = await timed('store', () => storeGames(database, l0.lg, l0.teams, usage, played, cardDirectory(squads.rosters), now));
    if (!stored) throw new Error('the split run lost its revision');
    await timed('closeRegularSeason', async () => closeRegularSeason(database, (await readLeague(db, split.id)), noEvents));
    const regularMs = Object.values(phase).reduce((a, b) => a + b, 0);
    const post = expectStatus(await call(key, 'POST', `/api/leagues/${split.id}/sim`, { to: 'end' }), [200], 'POST sim end (postseason)');
    if (post.body.data.league.status !== 'final') throw new Error('the postseason sim did not finish the league');
    const packedBytes = played.reduce((n, g) => n + JSON.stringify(g.packed).length, 0);
    result.split.push({
      leagueId: split.id, regularGames: chosen.length, regularMs: round(regularMs), phasesMs: phase, postseasonViaApiMs: round(post.ms), postseasonGames: post.body.data.played,
      avgPackedLinesBytes: Math.round(packedBytes / played.length),
    });
    log(`run ${run + 1} split: regular season ${round(regularMs)} ms ${JSON.stringify(phase)}; postseason via API ${round(post.ms)} ms (${post.body.data.played} games)`);
  }

  await app.close();
  await database.close();
  console.log(`RESULT ${JSON.stringify(result)}`);
}

/**
 * Requests/s of the two read routes over a socket: the app listens on a free port and autocannon (a child process,
 * scripts/lib/league-bench-load.mjs) keeps `cfg.connections` connections busy for `cfg.loadSeconds` after a warm-up.
 * Plain GETs without If-None-Match: every answer is a 200 with the whole body. `profile` (GET /api/users/me, the
 * authenticated route with no query behind it) is measured the same way as the reference of what one instance can do
 * at that moment on this machine.
 */
async function loadReads(app, key, leagueId) {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const load = {};
  const urls = { standings: `/api/leagues/${leagueId}/standings`, leaders: `/api/leagues/${leagueId}/leaders`, profile: '/api/users/me' };
  for (const [name, url] of Object.entries(urls)) {
    const job = { url: `${address}${url}`, headers: { authorization: `Bearer ${key}` }, connections: cfg.connections, durationS: cfg.loadSeconds, warmupS: 3 };
    load[name] = await new Promise((resolve, reject) => {
      const client = fork(cfg.loadWorker, [JSON.stringify(job)], { stdio: 'inherit' });
      client.once('message', resolve);
      client.once('error', reject);
      client.once('exit', (code) => reject(new Error(`the load client exited (${code}) without a result`)));
    });
    log(`${name}: ${load[name].requestsPerSec} requests/s with ${cfg.connections} connections over ${cfg.loadSeconds} s (p95 ${load[name].latencyMs.p95} ms, ${JSON.stringify(load[name].statusCodes)})`);
  }
  return load;
}

/** The queries behind the two read routes, each timed alone (median ms of 50), with the bytes they carry. */
async function readParts(db, leagueId) {
  const parts = {
    readLeague: () => readLeague(db, leagueId),
    readTeams: () => readTeams(db, leagueId),
    standingsGames: () =>
      db.select({ num: leagueGames.num, home: leagueGames.home, away: leagueGames.away, homeRuns: leagueGames.homeRuns, awayRuns: leagueGames.awayRuns })
        .from(leagueGames)
        .where(and(eq(leagueGames.leagueId, leagueId), eq(leagueGames.status, 'final'), eq(leagueGames.phase, 'regular')))
        .orderBy(asc(leagueGames.num)),
    playerStatsRows: () => db.select().from(leaguePlayerStats).where(and(eq(leaguePlayerStats.leagueId, leagueId), eq(leaguePlayerStats.phase, 'regular'))),
    gamesPlayedByTeam: () => db.execute(sql`
      SELECT t AS team, count(*)::int AS g FROM (
        SELECT home AS t FROM league_games WHERE league_id = ${leagueId} AND status = 'final' AND phase = 'regular'
        UNION ALL SELECT away AS t FROM league_games WHERE league_id = ${leagueId} AND status = 'final' AND phase = 'regular') x GROUP BY t`),
  };
  const out = {};
  for (const [name, fn] of Object.entries(parts)) {
    const ms = [];
    let bytes = 0;
    for (let i = 0; i < 55; i += 1) {
      const start = performance.now();
      const rows = await fn();
      if (i >= 5) ms.push(performance.now() - start);
      bytes = JSON.stringify(rowsOf(rows)).length;
    }
    out[name] = { medianMs: stats(ms).p50, p95Ms: stats(ms).p95, jsonBytes: bytes };
  }
  return out;
}

/** The league tables' size while one league is in them: after VACUUM (as asked) and after VACUUM FULL (rewritten). */
async function seasonSize(db, leagueId) {
  const count = async () => Number(rowsOf(await db.execute(sql`SELECT count(*)::int AS n FROM leagues`))[0].n);
  if ((await count()) !== 1) throw new Error('the size is measured while one league is in the database');
  const sizes = async () => {
    const out = {};
    for (const table of TABLES) {
      const r = rowsOf(await db.execute(sql`SELECT pg_total_relation_size(${table}::regclass)::bigint AS total, pg_relation_size(${table}::regclass)::bigint AS heap, pg_indexes_size(${table}::regclass)::bigint AS indexes`))[0];
      out[table] = { total: Number(r.total), heap: Number(r.heap), indexes: Number(r.indexes) };
    }
    return out;
  };
  const rowsAndBytes = {};
  for (const table of TABLES) {
    const column = table === 'leagues' ? 'id' : 'league_id';
    const r = rowsOf(await db.execute(sql.raw(`SELECT count(*)::int AS n, coalesce(sum(pg_column_size(t.*)), 0)::bigint AS bytes FROM ${table} t WHERE ${column} = ${Number(leagueId)}`)))[0];
    rowsAndBytes[table] = { rows: Number(r.n), rowBytes: Number(r.bytes) };
  }
  await db.execute(sql.raw(`VACUUM ANALYZE ${TABLES.join(', ')}`));
  const vacuumed = await sizes();
  await db.execute(sql.raw(`VACUUM FULL ${TABLES.join(', ')}`));
  const compacted = await sizes();
  const sum = (s) => Object.values(s).reduce((n, t) => n + t.total, 0);
  return {
    bytes: sum(vacuumed), compactedBytes: sum(compacted),
    rowBytes: Object.values(rowsAndBytes).reduce((n, t) => n + t.rowBytes, 0),
    tables: Object.fromEntries(TABLES.map((t) => [t, { ...rowsAndBytes[t], afterVacuum: vacuumed[t], afterVacuumFull: compacted[t] }])),
  };
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`[${cfg.backend}] failed: ${error.stack ?? error.message}`);
    process.exit(1);
  },
);
