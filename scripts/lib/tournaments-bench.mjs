// Helpers of scripts/bench-tournaments.mjs: the targets, the runner's bundle, the per-backend summary and the
// printed table.
import { bundleRunner } from './league-bench.mjs';

/** Issue 20's targets (claimP95Ms: issue 44's). */
export const TARGETS = { widgetP95Ms: 15, claimP95Ms: 100, sim64Ms: 3000 };

/** Bundles tournaments-bench-runner.mjs with the API's TypeScript (the name keeps `league-bench-runner`: profiles map it). */
export const bundleTournamentsRunner = (outDir) => bundleRunner(outDir, 'tournaments-bench-runner.mjs', 'tournaments-league-bench-runner');

/** The figures of one backend's RESULT. */
export function summarize(result) {
  const w = result.widget;
  const c = result.claims;
  const s = result.sim64?.ownerSim;
  const sched = result.sim64?.scheduler;
  return {
    widgetP95Ms: w?.users.linked?.p95 ?? null,
    widgetP50Ms: w?.users.linked?.p50 ?? null,
    widgetPlainUserP95Ms: w?.users.plain?.p95 ?? null,
    widgetPlainUserP50Ms: w?.users.plain?.p50 ?? null,
    widgetAvailable: w ? Object.fromEntries(Object.entries(w.users).map(([k, u]) => [k, u.totalItems])) : null,
    claimP95Ms: c?.p95 ?? null,
    claimP50Ms: c?.p50 ?? null,
    claimCountsExact: c?.exact ?? null,
    claimAloneP95Ms: c?.aloneP95 ?? null,
    claimAloneP50Ms: c?.aloneP50 ?? null,
    sim64Ms: s?.totalMs ?? null,
    sim64LockMs: s?.lockMs ?? null,
    sim64SimMs: s?.simMs ?? null,
    sim64Games: s?.runs[0]?.games ?? null,
    sim64OwnerSimAnswers: s ? s.runs.map((r) => r.simAnswerStatus) : null,
    sim64SchedulerMs: sched?.totalMs ?? null,
    sim64SchedulerSimMs: sched?.simMs ?? null,
    tournamentsStored: result.seed?.tournaments ?? null,
  };
}

const verdict = (ok) => (ok === null || ok === undefined ? 'n/a' : ok ? 'PASS' : 'FAIL');
const ms = (x) => (x === null || x === undefined ? '-' : `${x} ms`);

export function pass(s) {
  const within = (x, target) => (x === null ? null : x <= target);
  return {
    widgetP95Ms: within(s.widgetP95Ms, TARGETS.widgetP95Ms),
    claimP95Ms: s.claimP95Ms === null ? null : s.claimP95Ms <= TARGETS.claimP95Ms && s.claimCountsExact === true,
    sim64Ms: within(s.sim64Ms, TARGETS.sim64Ms),
  };
}

export function printBackend(name, s, result, settings) {
  console.log(`\n=== ${name}${result.label ? ` (${result.label})` : ''} ===`);
  const row = (label, value, target) => console.log(`  ${label.padEnd(54)} ${String(value).padStart(10)}   ${target}`);
  const seed = result.seed;
  if (seed) console.log(`  stored: ${seed.tournaments} tournaments (${seed.private} invite-only, ${seed.full} full, ${seed.teams} teams, ${seed.claimed} claimed); rows ${JSON.stringify(seed.rowsPerTable)}; seeded in ${(seed.totalMs / 1000).toFixed(1)} s`);
  const w = result.widget;
  if (w) {
    const blocks = (u) => u.blocks.map((b) => b.p95).join(', ');
    row(`widget p95, invited + claims user (median of ${settings.runs})`, ms(s.widgetP95Ms), `≤ ${TARGETS.widgetP95Ms} ms: ${verdict(s.widgetP95Ms <= TARGETS.widgetP95Ms)}   p50 ${ms(s.widgetP50Ms)}; blocks ${blocks(w.users.linked)}; ${w.users.linked.totalItems} available`);
    row('widget p95, user with no ties (median)', ms(s.widgetPlainUserP95Ms), `(figure)   p50 ${ms(s.widgetPlainUserP50Ms)}; blocks ${blocks(w.users.plain)}; ${w.users.plain.totalItems} available`);
  }
  const c = result.claims;
  if (c) {
    row(`claim p95, ${settings.claimUsers} at once (median of ${c.rounds.length})`, ms(s.claimP95Ms), `≤ ${TARGETS.claimP95Ms} ms: ${verdict(s.claimP95Ms <= TARGETS.claimP95Ms)}   p50 ${ms(s.claimP50Ms)}; counts ${c.exact ? 'exact' : 'NOT exact'}`);
    row('claim p95, one at a time (median)', ms(s.claimAloneP95Ms), `(figure)   p50 ${ms(s.claimAloneP50Ms)}; ${c.alone.map((a) => a.n).join('/')} claims a run in a fresh 64-team tournament`);
    for (const [i, r] of c.rounds.entries()) row(`  round ${i + 1}`, ms(r.p95), `p50 ${ms(r.p50)}, max ${ms(r.max)}; all ${settings.claimUsers} in ${ms(r.wallMs)} (${r.claimsPerS}/s); claimed ${r.counts.map((x) => `${x.claimedTeams}/${x.total}`).join(', ')}`);
  }
  const sim = result.sim64;
  if (sim?.ownerSim) {
    const answers = s.sim64OwnerSimAnswers.filter((st) => st !== 200);
    row(`sim64 lock → champion, owner sim (median of ${sim.ownerSim.runs.length})`, ms(s.sim64Ms), `≤ ${TARGETS.sim64Ms} ms: ${verdict(s.sim64Ms <= TARGETS.sim64Ms)}   lock ${ms(s.sim64LockMs)} + sim ${ms(s.sim64SimMs)}${answers.length ? `; the sim route answered ${answers.join(', ')} after storing the games` : ''}`);
    row(`sim64 lock → champion, scheduler tick (median of ${sim.scheduler.runs.length})`, ms(s.sim64SchedulerMs), `(figure)   lock ${ms(sim.scheduler.lockMs)} + ticks ${ms(s.sim64SchedulerSimMs)}`);
    for (const r of [...sim.ownerSim.runs, ...sim.scheduler.runs]) row(`  ${r.path}`, ms(r.totalMs), `lock ${ms(r.lockMs)} + ${ms(r.simMs)}; ${r.games} games, ${r.series} series (longest ${r.longestSeries})${r.statements === null ? '' : `, ${r.statements} SQL statements`}; champion ${r.championTeam}${r.simAnswerError ? `; answered ${r.simAnswerStatus}` : ''}`);
  }
  for (const [which, p] of Object.entries(result.profiles ?? {})) {
    if (!p) continue;
    console.log(`  CPU profile of ${which} (${p.busyMs} ms busy on the main thread), self time by category:`);
    for (const cat of p.categories.slice(0, 10)) console.log(`    ${cat.name.padEnd(40)} ${String(cat.ms).padStart(7)} ms ${String(cat.share).padStart(5)} %`);
    console.log('   top functions:');
    for (const f of p.topFunctions.slice(0, 12)) console.log(`    ${f.name.slice(0, 80).padEnd(80)} ${String(f.ms).padStart(7)} ms ${String(f.share).padStart(5)} %`);
  }
}
