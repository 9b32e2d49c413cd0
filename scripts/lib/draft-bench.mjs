// Helpers of scripts/bench-draft.mjs: the targets, the in-process runner's bundle, the summary of one backend's
// RESULT and its printed table.
import { median } from './api-bench.mjs';
import { bundleRunner } from './league-bench.mjs';

/** Issue 18's targets. */
export const TARGETS = { pickP95Ms: 150, autopickMs: 50, fullDraftMs: 5000 };
/** CPU profiles the runner writes with --profile (`<backend>-<name>.cpuprofile`). */
export const PROFILES = ['full-draft', 'picks'];

/** '2017-2019' or '2017,2019' → [2017, 2018, 2019] / [2017, 2019]. */
export function parseYears(text) {
  const years = [];
  for (const part of String(text).split(',')) {
    const [from, to = from] = part.split('-').map((y) => Number(y.trim()));
    if (!Number.isInteger(from) || !Number.isInteger(to) || to < from || to - from > 30) throw new Error(`--years: cannot read '${part}'`);
    for (let y = from; y <= to; y += 1) years.push(y);
  }
  return years;
}

/** Bundles draft-bench-runner.mjs with the API's TypeScript, as the league bench bundles its runner. */
export const bundleDraftRunner = (outDir) => bundleRunner(outDir, 'draft-bench-runner.mjs', 'draft-league-bench-runner');

const round = (x, digits = 1) => (x === null || x === undefined ? null : Math.round(x * 10 ** digits) / 10 ** digits);

export function summarizeBackend(result) {
  const full = result.full.runs.map((r) => r.ms);
  return {
    pickP95Ms: result.picks.lastClient.p95,
    pickP50Ms: result.picks.lastClient.p50,
    pickAnswerP50Ms: result.picks.answered.p50,
    pickAnswerP95Ms: result.picks.answered.p95,
    picksMeasured: result.picks.lastClient.n,
    autopickMs: result.autopick.warm.p50,
    autopickP95Ms: result.autopick.warm.p95,
    autopickCalls: result.autopick.warm.n,
    autopickSource: result.autopick.source,
    fullDraftMs: round(median(full)),
    fullDraftRunsMs: full,
    fullDraftPicks: result.full.runs[0]?.picks ?? null,
    fullDraftTicks: result.full.runs[0]?.ticks ?? null,
    fullDraftCatchUpMs: result.full.catchUp?.runs.length ? round(median(result.full.catchUp.runs.map((r) => r.ms))) : null,
    fullDraftCatchUpRunsMs: result.full.catchUp?.runs.map((r) => r.ms) ?? [],
  };
}

const verdict = (ok) => (ok ? 'PASS' : 'FAIL');

export function printBackend(name, s, result, settings) {
  console.log(`\n=== ${name}${result.label ? ` (${result.label})` : ''} ===`);
  console.log(`  pool: ${result.pool.cards} player-seasons (${result.pool.distinctPlayers} players) of ${settings.years.join(', ')} ${settings.leagues.join('+')}; import ${result.importS} s`);
  const row = (label, value, target) => console.log(`  ${label.padEnd(50)} ${String(value).padStart(12)}   ${target}`);
  row(`pick → ${settings.clients} clients' rooms, p95 (${s.picksMeasured} picks)`, `${s.pickP95Ms} ms`, `≤ ${TARGETS.pickP95Ms} ms: ${verdict(s.pickP95Ms <= TARGETS.pickP95Ms)}   p50 ${s.pickP50Ms} ms, max ${result.picks.lastClient.max} ms`);
  row('  the pick request answered (HTTP), p50 / p95', `${s.pickAnswerP50Ms} ms`, `p95 ${s.pickAnswerP95Ms} ms; first client p50 ${result.picks.firstClient.p50} ms; room ${result.picks.avgRoomBytes} B${result.picks.statementsPerPick === null ? '' : `; ${result.picks.statementsPerPick} SQL statements a pick with the pool read`}`);
  row('  answered with no stream open, p50 / p95', `${result.picks.answeredNoStreams.p50} ms`, `p95 ${result.picks.answeredNoStreams.p95} ms (${result.picks.answeredNoStreams.n} picks)`);
  row(`autopick, pool loaded, median (${s.autopickCalls} calls)`, `${s.autopickMs} ms`, `≤ ${TARGETS.autopickMs} ms: ${verdict(s.autopickMs <= TARGETS.autopickMs)}   p95 ${s.autopickP95Ms} ms, max ${result.autopick.warm.max} ms (${s.autopickSource})`);
  if (result.autopick.cold) row('  first call (pool loaded and ranked)', `${result.autopick.cold.ms} ms`, result.autopick.cold.what);
  row(`full draft ${settings.fullTeams}×${settings.fullRounds}, median of ${s.fullDraftRunsMs.length}`, `${s.fullDraftMs} ms`, `≤ ${TARGETS.fullDraftMs} ms: ${verdict(s.fullDraftMs <= TARGETS.fullDraftMs)}   runs: ${s.fullDraftRunsMs.join(', ')} ms`);
  const first = result.full.runs[0];
  if (first) row('  first run: picks, ticks, tick p50 / p95', `${first.picks} picks`, `${first.ticks} ticks, ${first.tick.p50} / ${first.tick.p95} ms, ${first.autoPicks} made by the server; tick p50 of picks 1–100 ${first.tickP50First100} ms, of the last 100 ${first.tickP50Last100} ms; last tick ${first.lastTickMs} ms${first.statementsPerPick === null ? '' : `; ${first.statementsPerPick} SQL statements a pick`}`);
  const late = result.full.catchUp?.runs[0];
  if (late) row(`  ticks ${result.full.catchUp.stepMs / 1000} s apart (catch-up), median`, `${s.fullDraftCatchUpMs} ms`, `runs: ${s.fullDraftCatchUpRunsMs.join(', ')} ms; first: ${late.ticks} ticks, tick p50 / p95 ${late.tick.p50} / ${late.tick.p95} ms${late.statementsPerPick === null ? '' : `; ${late.statementsPerPick} SQL statements a pick`}`);
  const split = result.full.split;
  if (split) {
    row("  one more, by the tick's steps (sum)", `${split.totalMs} ms`, `${split.picks} picks`);
    for (const [phase, ms] of Object.entries(split.phasesMs)) {
      const sent = split.statements ? `, ${(split.statements[phase] / split.picks).toFixed(1)} statements a pick` : '';
      row(`    ${phase}`, `${ms} ms`, `${(ms / split.picks).toFixed(2)} ms a pick${sent}`);
    }
  }
  for (const [which, p] of Object.entries(result.profiles ?? {})) {
    if (!p) continue;
    console.log(`  CPU profile of the ${which} (${p.busyMs} ms busy on the main thread), self time by category:`);
    for (const c of p.categories.slice(0, 10)) console.log(`    ${c.name.padEnd(40)} ${String(c.ms).padStart(7)} ms ${String(c.share).padStart(5)} %`);
    console.log('   top functions:');
    for (const f of p.topFunctions.slice(0, 12)) console.log(`    ${f.name.slice(0, 80).padEnd(80)} ${String(f.ms).padStart(7)} ms ${String(f.share).padStart(5)} %`);
  }
}
