// Helpers of scripts/bench-h2h.mjs: the targets, the runner's bundle, the headline figures from the setups' RESULTs
// and the printed table.
import { execFileSync } from 'node:child_process';
import { bundleRunner } from './league-bench.mjs';

/** Issue 19's targets. */
export const TARGETS = { moveToOpponentP95Ms: 150, spectatorsPerInstance: 5000, spectatorDeliveryMs: 1000 };

/** Bundles h2h-bench-runner.mjs with the API's TypeScript (the name keeps `league-bench-runner`: profiles map it). */
export const bundleH2HRunner = (outDir) => bundleRunner(outDir, 'h2h-bench-runner.mjs', 'h2h-league-bench-runner');

/** '1000,2500,5000' → [1000, 2500, 5000], ascending. */
export function parseSteps(text, name) {
  const steps = String(text).split(',').map((s) => Number(s.trim()));
  if (steps.length === 0 || steps.some((n) => !Number.isInteger(n) || n <= 0)) throw new Error(`--${name}: positive integers, comma-separated`);
  return [...new Set(steps)].sort((a, b) => a - b);
}

/** The open-files limit the runner will have: this process's, raised to the hard limit when the shell allows it. */
export function fileLimits() {
  const read = (flag) => {
    try {
      const text = execFileSync('/bin/sh', ['-c', `ulimit ${flag}`], { encoding: 'utf8' }).trim();
      return text === 'unlimited' ? Infinity : Number(text);
    } catch {
      return null;
    }
  };
  return { soft: read('-Sn'), hard: read('-Hn') };
}

/** Every stream is two descriptors in the runner (the server's socket and the client's); the rest is headroom. */
export const spectatorsWithin = (limit) => (limit === null || limit === Infinity ? Infinity : Math.floor((limit - 1000) / 2));

const verdict = (ok) => (ok === null || ok === undefined ? 'n/a' : ok ? 'PASS' : 'FAIL');
const ms = (x) => (x === null || x === undefined ? '-' : `${x} ms`);

/** The headline figures and their verdicts from the setups' results ({ pglite, postgres, redis }). */
export function headline(results, settings) {
  const pick = (r) => r?.moves?.toOpponent ?? null;
  const one = pick(results[settings.oneInstanceBackend]) ?? pick(results.pglite) ?? pick(results.postgres);
  const two = pick(results.redis);
  const spectators = results[settings.spectatorsBackend]?.spectators ?? null;
  const games = results[settings.gamesBackend]?.games ?? null;
  const unpaced = results[settings.gamesBackend]?.gamesNoThink ?? null;
  const report = {
    moveToOpponentP95Ms: { oneInstance: one?.p95 ?? null, twoInstancesRedis: two?.p95 ?? null },
    moveToOpponentP50Ms: { oneInstance: one?.p50 ?? null, twoInstancesRedis: two?.p50 ?? null },
    moveToOpponentByBackend: Object.fromEntries(Object.entries(results).filter(([, r]) => r?.moves).map(([k, r]) => [k, { p50: r.moves.toOpponent.p50, p95: r.moves.toOpponent.p95, n: r.moves.toOpponent.n }])),
    spectatorsPerInstance: spectators ? spectators.heldN : null,
    spectatorsDeliveryP95Ms: spectators ? spectators.heldP95Ms : null,
    concurrentGames: games ? games.heldK : null,
    concurrentGamesMoveP95Ms: games ? games.heldP95Ms : null,
    concurrentGamesThinkMs: games ? games.thinkMs : null,
    concurrentGamesUnpaced: unpaced ? unpaced.heldK : null,
    concurrentGamesUnpacedMoveP95Ms: unpaced ? unpaced.heldP95Ms : null,
    statementsPerMove: results.postgres?.moves?.statementsPerMove ?? null,
  };
  report.pass = {
    moveToOpponentOneInstance: one ? one.p95 <= TARGETS.moveToOpponentP95Ms : null,
    moveToOpponentTwoInstancesRedis: two ? two.p95 <= TARGETS.moveToOpponentP95Ms : null,
    spectatorsPerInstance: spectators ? spectators.heldN >= TARGETS.spectatorsPerInstance : null,
    concurrentGames: games ? games.heldK > 0 : null,
  };
  return report;
}

export function printReport(report, results, settings) {
  const row = (label, value, target) => console.log(`  ${label.padEnd(58)} ${String(value).padStart(10)}   ${target}`);
  console.log('\n=== head to head ===');
  for (const [name, r] of Object.entries(results)) {
    if (!r?.moves) continue;
    const m = r.moves;
    const where = name === 'redis' ? 'two instances, PostgreSQL + Redis' : `one instance, ${name === 'pglite' ? 'PGlite' : 'PostgreSQL'}`;
    const headlineOf = name === 'redis' || name === settings.oneInstanceBackend;
    row(`move → opponent's stream p95, ${where}`, ms(m.toOpponent.p95), `${headlineOf ? `≤ ${TARGETS.moveToOpponentP95Ms} ms: ${verdict(m.toOpponent.p95 <= TARGETS.moveToOpponentP95Ms)}` : '(figure)'}   p50 ${ms(m.toOpponent.p50)}, max ${ms(m.toOpponent.max)}, ${m.toOpponent.n} moves in ${m.gamesPlayed} games; answered p50 ${ms(m.answered.p50)}${m.statementsPerMove === null ? '' : `; ${m.statementsPerMove} SQL statements a move`}`);
  }
  const sp = results[settings.spectatorsBackend]?.spectators;
  if (sp) {
    row(`spectators of one game, one instance (${settings.spectatorsBackend})`, sp.heldN, `≥ ${TARGETS.spectatorsPerInstance}: ${verdict(sp.heldN >= TARGETS.spectatorsPerInstance)}   every move to every spectator within ${TARGETS.spectatorDeliveryMs} ms; p95 at ${sp.heldN}: ${ms(sp.heldP95Ms)}`);
    for (const s of sp.steps) {
      row(`  ${s.spectators} spectators: delivery after the answer p95`, ms(s.delivery.p95), `p50 ${ms(s.delivery.p50)}, max ${ms(s.delivery.max)}, from the send p95 ${ms(s.fromSend.p95)}; first spectator p50 ${ms(s.firstSpectator.p50)}; ${s.moves} moves; ${s.messagesPerSpectatorPerMove} messages (${s.bytesPerSpectatorPerMove} B) a spectator a move; opened in ${s.openS} s${s.failed ? `, ${s.failed} failed (${s.firstError})` : ''}${s.ended ? `, ${s.ended} ended` : ''}; server busy ${Math.round(s.serverEventLoopUtilization * 100)} % during the moves, rss ${s.rssMb} MB: ${s.held ? 'held' : 'NOT held'}`);
    }
    const p = sp.profile;
    if (p) {
      console.log(`  CPU profile of the server over the moves at ${sp.steps.at(-1).spectators} spectators (${p.busyMs} ms busy), self time by category:`);
      for (const c of p.categories.slice(0, 8)) console.log(`    ${c.name.padEnd(40)} ${String(c.ms).padStart(7)} ms ${String(c.share).padStart(5)} %`);
      console.log('   top functions:');
      for (const f of p.topFunctions.slice(0, 12)) console.log(`    ${f.name.slice(0, 80).padEnd(80)} ${String(f.ms).padStart(7)} ms ${String(f.share).padStart(5)} %`);
    }
  }
  for (const [key, what] of [['games', `a move every ${settings.thinkMs} ms ± half a game`], ['gamesNoThink', 'every game rolling as fast as the server answers']]) {
    const g = results[settings.gamesBackend]?.[key];
    if (!g) continue;
    row(`games at once, one instance (${settings.gamesBackend}), ${key === 'games' ? 'paced' : 'unpaced'}`, g.heldK, `move p95 ≤ ${TARGETS.moveToOpponentP95Ms} ms: ${verdict(g.heldK > 0)}   ${what}; p95 at ${g.heldK}: ${ms(g.heldP95Ms)}`);
    for (const s of g.steps) row(`  ${s.games} games: move → opponent p95`, ms(s.toOpponent.p95), `p50 ${ms(s.toOpponent.p50)}, max ${ms(s.toOpponent.max)}, ${s.moves} moves, ${s.movesPerS} moves/s; answered p50 ${ms(s.answered.p50)}${s.statementsPerMove === null ? '' : `; ${s.statementsPerMove} SQL statements a move`}: ${s.held ? 'held' : 'NOT held'}`);
  }
}
