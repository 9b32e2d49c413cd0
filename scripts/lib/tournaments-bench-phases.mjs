// The measured phases of `npm run bench:tournaments` (bundled with its runner; ctx from tournaments-bench-runner.mjs).
// - widget: the lobby widget's call, sequential, as two users (one invited to the invite-only tournaments and
//   holding claims, one with no ties), in --runs blocks of --requests after a warm-up; p95 per block.
// - claims: per run, 4 fresh tournaments (POST /api/tournaments) and 200 fresh users claiming at once (Promise.all of
//   app.inject, every request timed from its send to its answer), each having opened his tournament's page first
//   (untimed; not with --cold-sessions), then the counts checked in every table.
// - sim64: per run, a 64-team best-of-7 tournament with no claims; the clock moved past its lock; timed from the
//   lock (app.tournamentLock.tick) to the champion, by the owner's POST /api/leagues/{id}/sim {to:'end'} (the
//   headline) and, on another such tournament, by the league scheduler's tick with every game's time passed.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';

const rowsOf = (result) => result.rows ?? result;
const round = (x, digits = 2) => (x === null || x === undefined ? null : Math.round(x * 10 ** digits) / 10 ** digits);
const MINUTE = 60_000;
const round2 = (x) => round(x, 1);

export function stats(ms) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (p) => s[Math.min(s.length, Math.max(1, Math.ceil((p / 100) * s.length))) - 1];
  return { n: s.length, p50: round(at(50)), p95: round(at(95)), p99: round(at(99)), max: round(s.at(-1)), mean: round(s.reduce((a, b) => a + b, 0) / s.length) };
}

export const median = (xs) => {
  const s = xs.filter((x) => x !== null && x !== undefined).sort((a, b) => a - b);
  if (!s.length) return null;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/**
 * app.inject timed; answers { status, body, ms }. The body is parsed when first read: parsing 200 answers as they
 * arrive would hold the event loop the requests still in flight share (a browser parses its own answer).
 */
export function timedCall(app) {
  return async (key, method, url, payload) => {
    const start = performance.now();
    const res = await app.inject({ method, url, ...(payload ? { payload } : {}), headers: key ? { authorization: `Bearer ${key}` } : {} });
    const ms = performance.now() - start;
    let body;
    return {
      status: res.statusCode, ms,
      get body() {
        if (body === undefined) body = res.body ? JSON.parse(res.body) : null;
        return body;
      },
    };
  };
}

const widgetUrl = (userId, searchText = '') =>
  `/api/lobby/exp3/users/${userId}/leagues?filter=AVAILABLE_LEAGUES&leagueTypeFilter=TOURNAMENT&limit=3&page=1&searchText=${encodeURIComponent(searchText)}`;

/** The widget's call, sequential, per user; checks the answer is a real page of three, soonest lock first. */
export async function measureWidget(ctx) {
  const { cfg, app, widgetUsers, log, profiled } = ctx;
  const call = timedCall(app);
  const check = (res, who) => {
    if (res.status !== 200) throw new Error(`the widget call for ${who} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
    const { leagues, pagination } = res.body.data;
    if (leagues.length !== 3) throw new Error(`the widget call for ${who} answered ${leagues.length} tournaments, not 3`);
    const locks = leagues.map((l) => Date.parse(l.teamsLockingTime));
    if (locks.some((t, i) => i > 0 && t < locks[i - 1])) throw new Error(`the widget's tournaments are not soonest lock first: ${JSON.stringify(leagues)}`);
    return pagination.totalItems;
  };
  const out = { users: {}, blocks: [] };
  for (const [label, user] of Object.entries(widgetUsers)) {
    const url = widgetUrl(user.id);
    let totalItems = null;
    for (let i = 0; i < cfg.warmup; i += 1) totalItems = check(await call(user.key, 'GET', url), label);
    const blocks = [];
    await profiled(`widget-${label}`, async () => {
      for (let run = 0; run < cfg.runs; run += 1) {
        const ms = [];
        for (let i = 0; i < cfg.requests; i += 1) {
          const res = await call(user.key, 'GET', url);
          check(res, label);
          ms.push(res.ms);
        }
        blocks.push(stats(ms));
      }
    });
    const search = await call(user.key, 'GET', widgetUrl(user.id, 'Bench Cup 3'));
    out.users[label] = {
      userId: user.id, totalItems, blocks, p95: median(blocks.map((b) => b.p95)), p50: median(blocks.map((b) => b.p50)),
      searchSample: { status: search.status, ms: round(search.ms), totalItems: search.body?.data?.pagination?.totalItems ?? null },
    };
    log(`widget as ${label} user (${totalItems} available): p95 ${blocks.map((b) => b.p95).join(', ')} ms; p50 ${blocks.map((b) => b.p50).join(', ')} ms (${cfg.runs} blocks of ${cfg.requests})`);
  }
  return out;
}

/** One round of claims: 4 fresh tournaments, `users` claiming at once (each his own team), counts checked. */
async function claimRound(ctx, number, users) {
  const { cfg, app, owner, inject, db, log, profiled } = ctx;
  const call = timedCall(app);
  const sizes = cfg.claimTournaments;
  const perTournament = users.length / sizes.length;
  const ids = [];
  for (const [i, teams] of sizes.entries()) {
    const detail = await inject(owner.key, 'POST', '/api/tournaments', ctx.body(`claims ${number}-${i}`, { teams, format: 'single-elimination', seriesLength: 1, private: false }), [201]);
    ids.push(detail.leagueId);
  }
  // Who claims what: user u goes to tournament u % 4 and takes its next team (team indices 0..perTournament-1).
  const plan = users.map((user, u) => ({ user, leagueId: ids[u % sizes.length], teamIndex: Math.floor(u / sizes.length) }));
  // Each claimant has opened the tournament's page (its claim button is there), as a browser would: not timed.
  if (!cfg.coldSessions) for (const p of plan) await inject(p.user.key, 'GET', `/api/tournaments/${p.leagueId}`);
  const before = ctx.statements();
  const started = performance.now();
  const answers = await profiled(`claims-${number}`, () => Promise.all(plan.map((p) => call(p.user.key, 'POST', `/api/tournaments/${p.leagueId}/claim`, { teamIndex: p.teamIndex }))));
  const wallMs = performance.now() - started;
  const statementsPerClaim = before === null ? null : round2((ctx.statements() - before) / users.length);
  const failed = answers.filter((a) => a.status !== 200);
  if (failed.length) throw new Error(`${failed.length} of ${answers.length} claims failed, e.g. ${failed[0].status} ${JSON.stringify(failed[0].body).slice(0, 300)}`);
  // Exact counts, every way the API keeps them: the row's counter, the claims, the seated managers, and the answers.
  const counts = [];
  for (const id of ids) {
    const [row] = rowsOf(await db.execute(sql`
      SELECT l.claimed_teams::int AS claimed, l.total_teams::int AS total,
        (SELECT count(*)::int FROM tournament_claims c WHERE c.league_id = l.id) AS claims,
        (SELECT count(DISTINCT c.team_idx)::int FROM tournament_claims c WHERE c.league_id = l.id) AS teams,
        (SELECT count(*)::int FROM league_teams t WHERE t.league_id = l.id AND t.user_id IS NOT NULL) AS seated
      FROM leagues l WHERE l.id = ${id}`));
    const detail = await inject(owner.key, 'GET', `/api/tournaments/${id}`);
    const c = { leagueId: id, total: Number(row.total), claimedTeams: Number(row.claimed), claimRows: Number(row.claims), claimedTeamIdx: Number(row.teams), seatedManagers: Number(row.seated), apiClaimedTeams: detail.claimedTeams };
    counts.push(c);
    const exact = [c.claimedTeams, c.claimRows, c.claimedTeamIdx, c.seatedManagers, c.apiClaimedTeams].every((n) => n === perTournament);
    if (!exact) throw new Error(`tournament ${id}: counts not exact after ${perTournament} claims: ${JSON.stringify(c)}`);
  }
  const s = stats(answers.map((a) => a.ms));
  log(`claims round ${number + 1}: ${users.length} at once over ${sizes.join('/')}-team tournaments: p50 ${s.p50} ms, p95 ${s.p95} ms, max ${s.max} ms, all in ${round2(wallMs)} ms; counts exact (${perTournament} each)${statementsPerClaim === null ? '' : `; ${statementsPerClaim} SQL statements a claim`}`);
  return { ...s, wallMs: round2(wallMs), claimsPerS: round2((users.length / wallMs) * 1000), statementsPerClaim, counts, exact: true };
}

/** The same claim alone: `users` one after another in one fresh 64-team tournament (what a claim costs unqueued). */
async function claimsAlone(ctx, number, users) {
  const { app, owner, inject } = ctx;
  const call = timedCall(app);
  const { leagueId } = await inject(owner.key, 'POST', '/api/tournaments', ctx.body(`alone ${number}`, { teams: 64, format: 'single-elimination', seriesLength: 1, private: false }), [201]);
  const ms = [];
  for (const [teamIndex, user] of users.entries()) {
    const res = await call(user.key, 'POST', `/api/tournaments/${leagueId}/claim`, { teamIndex });
    if (res.status !== 200) throw new Error(`a claim alone answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
    ms.push(res.ms);
  }
  return stats(ms);
}

export async function measureClaims(ctx) {
  const { cfg } = ctx;
  // A warm-up round of 20 (not counted): the claim route's first calls compile and fill caches.
  await claimRound({ ...ctx, cfg: { ...cfg, claimTournaments: [8, 8, 8, 8] }, profiled: (_n, fn) => fn(), log: () => {} }, -1, ctx.claimUsers.warmup);
  const rounds = [];
  const alone = [];
  for (let run = 0; run < cfg.runs; run += 1) {
    rounds.push(await claimRound(ctx, run, ctx.claimUsers.rounds[run]));
    alone.push(await claimsAlone(ctx, run, ctx.claimUsers.alone[run]));
  }
  ctx.log(`claims one at a time (${alone.map((a) => a.n).join('/')} a run): p50 ${alone.map((a) => a.p50).join(', ')} ms, p95 ${alone.map((a) => a.p95).join(', ')} ms`);
  return {
    rounds, p95: median(rounds.map((r) => r.p95)), p50: median(rounds.map((r) => r.p50)), exact: rounds.every((r) => r.exact),
    alone, aloneP95: median(alone.map((a) => a.p95)), aloneP50: median(alone.map((a) => a.p50)),
  };
}

/**
 * One 64-team best-of-7 tournament from its lock to its champion, by `path`:
 * - 'ownerSim': the owner's POST /api/leagues/{id}/sim {to:'end'} (the first round's games, then the rest of the
 *   bracket played in memory and stored once);
 * - 'scheduler': the clock moved past every game time and app.leagueScheduler.tick(id) (what the league-tick job
 *   does: a game day of series a batch, stored each), until the champion.
 */
async function simOnce(ctx, run, path) {
  const { cfg, app, owner, inject, clock, db, log, profiled } = ctx;
  const call = timedCall(app);
  const created = await inject(owner.key, 'POST', '/api/tournaments', ctx.body(`sim ${path} ${run}`, { teams: cfg.simTeams, format: cfg.simFormat, seriesLength: cfg.simSeries, private: false }), [201]);
  const id = created.leagueId;
  // Past the lock, before the first game: the lock job's moment. (The first game is 20 minutes after the lock, so
  // no league-tick job of pg-boss comes due while the games are played here.)
  clock.advance(Date.parse(created.locksAt) - clock.now().getTime() + MINUTE);
  let answer = null;
  let statements = null;
  const timeIt = async () => {
    const before = ctx.statements();
    const t0 = performance.now();
    await app.tournamentLock.tick(id);
    const lockMs = performance.now() - t0;
    const locked = await inject(owner.key, 'GET', `/api/tournaments/${id}`);
    if (locked.status !== 'postseason') throw new Error(`after the lock tick the tournament is ${locked.status}, not postseason`);
    // Every game's time passed (a game every hour: at most 6 rounds of 7 games), as the job would find it.
    if (path === 'scheduler') clock.advance(3 * 24 * 60 * MINUTE);
    const t1 = performance.now();
    if (path === 'ownerSim') answer = await call(owner.key, 'POST', `/api/leagues/${id}/sim`, { to: 'end' });
    else {
      const statusOf = async () => rowsOf(await db.execute(sql`SELECT status FROM leagues WHERE id = ${id}`))[0].status;
      for (let tick = 0; tick < 20 && (await statusOf()) !== 'final'; tick += 1) await app.leagueScheduler.tick(id);
    }
    const simMs = performance.now() - t1;
    if (before !== null) statements = ctx.statements() - before;
    return { lockMs, simMs };
  };
  const { lockMs, simMs } = run === 0 ? await profiled(`sim64-${path}`, timeIt) : await timeIt();
  const done = await inject(owner.key, 'GET', `/api/tournaments/${id}`);
  const bracket = await inject(owner.key, 'GET', `/api/tournaments/${id}/bracket`);
  if (done.status !== 'final' || done.champion === null || bracket.champion !== done.champion) {
    throw new Error(`no champion after the ${path}: status ${done.status}, champion ${done.champion}, bracket's ${bracket.champion}; sim answered ${answer?.status} ${JSON.stringify(answer?.body).slice(0, 200)}`);
  }
  const [games] = rowsOf(await db.execute(sql`
    SELECT count(*)::int AS n, count(DISTINCT series)::int AS series, max(game_of_series)::int AS longest
    FROM league_games WHERE league_id = ${id} AND status = 'final'`));
  const result = {
    path, leagueId: id, lockMs: round2(lockMs), simMs: round2(simMs), totalMs: round2(lockMs + simMs), games: Number(games.n), series: Number(games.series),
    longestSeries: Number(games.longest), statements, champion: done.champion, championTeam: done.teams?.[done.champion]?.abbreviation ?? null,
    // The games are stored before the sim route builds its answer: a failing answer is reported, the time still counts.
    simAnswerStatus: answer?.status ?? null, simAnswerError: answer && answer.status !== 200 ? JSON.stringify(answer.body).slice(0, 200) : null,
  };
  log(`sim64 ${path} run ${run + 1}: lock ${result.lockMs} ms + to the champion ${result.simMs} ms = ${result.totalMs} ms (${result.games} games in ${result.series} series${statements === null ? '' : `, ${statements} SQL statements`}; champion ${result.championTeam})${result.simAnswerError ? `; the sim answered ${result.simAnswerStatus} ${result.simAnswerError}` : ''}`);
  return result;
}

export async function measureSim64(ctx) {
  const paths = ['ownerSim', 'scheduler'];
  const runs = Object.fromEntries(paths.map((p) => [p, []]));
  // Interleaved: the first run of all (cold caches: the squads' players are read from the database, the engine and
  // queries compile) is one path's first run, which the median of three leaves aside.
  for (let run = 0; run < ctx.cfg.runs; run += 1) for (const path of paths) runs[path].push(await simOnce(ctx, run, path));
  const out = {};
  for (const path of paths) {
    const r = runs[path];
    out[path] = { runs: r, totalMs: median(r.map((x) => x.totalMs)), lockMs: median(r.map((x) => x.lockMs)), simMs: median(r.map((x) => x.simMs)) };
  }
  return out;
}
