import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import path from 'node:path';
import { simulateGame } from '../src/game/decisions';
import { GameRuntime } from '../src/game/runtime';
import { boxScore } from '../src/stats/box-score';
import type { GameState } from '../src/types';
import { hasData, loadSeason, type SeasonData } from '../test/support/lahman';
import { parseArgs, seasonSpec } from './args';
import { actualEnvironment, actualLeague, recordQuality, recordsSacrificeFlies, simEnvironment, simLeague, teamMetrics, type LeagueLine } from './metrics';
import { makeSchedule } from './schedule';
import { simulateSeason } from '../src/season/simulate-season';
import { sacrificeFliesInSh } from '../src/cards/batting-side';

const f3 = (x: number) => x.toFixed(3);

/** gc() without --expose-gc, for the memory-per-state figure. */
function exposeGc(): (() => void) | undefined {
  try {
    setFlagsFromString('--expose_gc');
    return runInNewContext('gc') as () => void;
  } catch {
    return undefined;
  }
}
const pct = (x: number) => `${(x * 100).toFixed(2)}%`;

function speed(d: SeasonData, games: number) {
  const rt = new GameRuntime();
  const teams = d.teams;
  const n = teams.length;
  const run = (count: number, recordEvents: boolean, withBox: boolean) => {
    const t0 = process.hrtime.bigint();
    let checksum = 0;
    for (let i = 0; i < count; i++) {
      const home = (teams[i % n] as SeasonData['teams'][number]).roster, away = (teams[(i * 7 + 3) % n] as SeasonData['teams'][number]).roster;
      if (home === away) continue;
      const setup = { home, away, contexts: d.contexts, options: { recordEvents }, seed: i };
      const g = simulateGame(setup, rt.register(setup));
      if (withBox) checksum += boxScore(g).home.batting.length;
      checksum += g.score[0];
    }
    const sec = Number(process.hrtime.bigint() - t0) / 1e9;
    return { gamesPerSecond: count / sec, seconds: sec, checksum };
  };
  run(Math.min(6000, games), false, true); // warm-up (JIT)
  const box = run(games, false, true);
  const events = run(Math.max(1000, Math.floor(games / 4)), true, true);
  const schedule = makeSchedule(d.teams.map((t) => t.G), d.teams.map((t) => t.lgID), 'speed');
  const t0 = process.hrtime.bigint();
  simulateSeason(d, schedule, 'speed', rt);
  const seasonSec = Number(process.hrtime.bigint() - t0) / 1e9;
  // Memory: serialised size and retained heap of finished states with play-by-play.
  const kept: GameState[] = [];
  const gc = exposeGc();
  gc?.();
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < 500; i++) {
    const home = (teams[i % n] as SeasonData['teams'][number]).roster, away = (teams[(i + 1) % n] as SeasonData['teams'][number]).roster;
    kept.push(simulateGame({ home, away, contexts: d.contexts, options: { recordEvents: true }, seed: i }, rt));
  }
  gc?.();
  const heapPerGame = (process.memoryUsage().heapUsed - before) / kept.length;
  const jsonBytes = kept.reduce((a, g) => a + JSON.stringify({ ...g, setup: undefined }).length, 0) / kept.length;
  return {
    gamesPerSecondWithBoxScores: Math.round(box.gamesPerSecond),
    gamesPerSecondWithPlayByPlay: Math.round(events.gamesPerSecond),
    fullSeasonSeconds: Number(seasonSec.toFixed(2)), fullSeasonGames: schedule.length,
    stateJsonBytes: Math.round(jsonBytes), stateHeapBytesApprox: gc ? Math.round(heapPerGame) : null,
  };
}

/** Issue 17 fidelity: team runs allowed per game RMSE, and complete games / sacrifices within 25 % of the record. */
const RAG_RMSE_TARGET = 0.2;
const USAGE_TOLERANCE = 0.25;

/** rPer27Outs is extra: Negro Leagues box scores cover fewer outs per game than a full game. */
const TARGETS = { avg: 0.005, obp: 0.005, slg: 0.01, hrPa: 0.04, kPct: 0.04, bbPct: 0.04, rPerG: 0.03, rPer27Outs: 0.03 };

function compare(sim: LeagueLine, act: LeagueLine) {
  const rows: Record<string, { sim: number; actual: number; ok: boolean }> = {};
  for (const k of Object.keys(TARGETS) as (keyof LeagueLine)[]) {
    const abs = k === 'avg' || k === 'obp' || k === 'slg';
    const ok = abs ? Math.abs(sim[k] - act[k]) <= TARGETS[k] : Math.abs(sim[k] / act[k] - 1) <= TARGETS[k];
    rows[k] = { sim: Number(sim[k].toFixed(4)), actual: Number(act[k].toFixed(4)), ok };
  }
  return rows;
}

function accuracy(spec: string, replays: number) {
  const { year, leagues, label } = seasonSpec(spec);
  const d = loadSeason(year, leagues);
  const rt = new GameRuntime();
  const t0 = Date.now();
  const results = [];
  let games = 0;
  // A schedule of its own for each replay: one shared schedule of three-game series lines up the same starters
  // against each other in every replay, which does not average out (2019 wins RMSE 7.15 shared, 6.42 per replay).
  for (let r = 0; r < replays; r++) {
    const schedule = makeSchedule(d.teams.map((t) => t.G), d.teams.map((t) => t.lgID), `${spec}-${r}`);
    results.push(simulateSeason(d, schedule, `${spec}-${r}`, rt));
    games = schedule.length;
  }
  const sim = simLeague(results, recordsSacrificeFlies(d)), act = actualLeague(d);
  const league = compare(sim, act);
  const tm = teamMetrics(d, results);
  const actualStarterShare = Object.values(d.contexts).reduce((a, c) => a + c.starterInningsShare * c.teams, 0) / d.teams.length;
  const actualCg = d.teams.reduce((a, t) => a + t.CG, 0);
  // Sacrifices per team game; 1908-1930 and 1939 the record counts sacrifice flies as sacrifices, so the sim's SF join its SH.
  const countSf = !sacrificeFliesInSh(year);
  const simGames = results.reduce((a, r) => a + r.games * 2, 0);
  const simSh = results.reduce((a, r) => a + r.diag.sh + (countSf ? 0 : r.bat.sf), 0) / simGames;
  const actualSh = d.battingSh / d.teams.reduce((a, t) => a + t.G, 0);
  const out = {
    season: label, replays, games, seconds: (Date.now() - t0) / 1000, league,
    team: {
      rgRmse: { value: Number(tm.rgRmse.toFixed(3)), target: 0.25, ok: tm.rgRmse <= 0.25 },
      ragRmse: { value: Number(tm.ragRmse.toFixed(3)), target: RAG_RMSE_TARGET, ok: tm.ragRmse <= RAG_RMSE_TARGET },
      winsRmse: { value: Number(tm.winsRmse.toFixed(2)), target: 7, ok: tm.winsRmse <= 7 },
      winsCorr: { value: Number(tm.winsCorr.toFixed(3)), target: 0.8, ok: tm.winsCorr >= 0.8 },
      pythagRmseInSim: { value: Number(tm.pythagRmse.toFixed(2)), expected: '4 ± 1 (per 162 games)' },
      starterShare: { sim: Number(tm.starterShare.toFixed(3)), actual: Number(actualStarterShare.toFixed(3)), ok: Math.abs(tm.starterShare / actualStarterShare - 1) <= 0.1 },
      completeGames: { sim: Number(tm.cgPerSeason.toFixed(0)), actual: actualCg, ok: Math.abs(tm.cgPerSeason / actualCg - 1) <= USAGE_TOLERANCE },
      sacrifices: { sim: Number(simSh.toFixed(3)), actual: Number(actualSh.toFixed(3)), withSf: !countSf, ok: Math.abs(simSh / actualSh - 1) <= USAGE_TOLERANCE },
    },
  };
  console.log(`\n== ${label}: ${replays} replays of ${games} games (${out.seconds.toFixed(1)} s) ==`);
  for (const [k, v] of Object.entries(league)) {
    const show = k === 'avg' || k === 'obp' || k === 'slg' || k.startsWith('rPer') ? (x: number) => (k.startsWith('rPer') ? x.toFixed(2) : f3(x)) : pct;
    console.log(`  ${k.padEnd(10)} sim ${show(v.sim).padStart(7)}  actual ${show(v.actual).padStart(7)}  ${v.ok ? 'OK' : 'MISS'}`);
  }
  const t = out.team;
  console.log(`  team R/G RMSE ${t.rgRmse.value} (≤0.25 ${t.rgRmse.ok ? 'OK' : 'MISS'}), RA/G RMSE ${t.ragRmse.value} (≤${RAG_RMSE_TARGET} ${t.ragRmse.ok ? 'OK' : 'MISS'})`);
  console.log(`  wins RMSE ${t.winsRmse.value} (≤7 ${t.winsRmse.ok ? 'OK' : 'MISS'}), correlation ${t.winsCorr.value} (≥0.8 ${t.winsCorr.ok ? 'OK' : 'MISS'})`);
  console.log(`  Pythagorean RMSE inside sim ${t.pythagRmseInSim.value} wins`);
  const envSim = simEnvironment(results), envAct = actualEnvironment(d, d.battingSh);
  console.log(`  per team game  sim: E ${envSim.ePerG.toFixed(2)} SB ${envSim.sbPerG.toFixed(2)} CS ${envSim.csPerG.toFixed(2)} SH ${envSim.shPerG.toFixed(2)} GIDP ${envSim.dpPerG.toFixed(2)} earned ${(envSim.earnedShare * 100).toFixed(1)}%`);
  console.log(`                 actual: E ${envAct.ePerG.toFixed(2)} SB ${envAct.sbPerG.toFixed(2)} CS ${envAct.csPerG.toFixed(2)} SH ${envAct.shPerG.toFixed(2)} DP(all) ${envAct.dpPerG.toFixed(2)} earned ${(envAct.earnedShare * 100).toFixed(1)}%`);
  (out as Record<string, unknown>).runEnvironment = { sim: envSim, actual: envAct };
  const q = recordQuality(d);
  (out as Record<string, unknown>).record = q;
  if (Math.abs(q.runs / q.runsAllowed - 1) > 0.005 || q.outsPerGameMin < 26 || !q.teamStrikeoutsRecorded) {
    console.log(`  record: league R ${q.runs} vs RA ${q.runsAllowed}; outs per team game ${q.outsPerGameMin.toFixed(1)}–${q.outsPerGameMax.toFixed(1)}; team strikeouts ${q.teamStrikeoutsRecorded ? 'recorded' : 'missing'} (team targets measure these gaps too)`);
  }
  console.log(`  starters' innings share sim ${t.starterShare.sim} actual ${t.starterShare.actual} (${t.starterShare.ok ? 'OK' : 'MISS'})`);
  console.log(`  complete games per season sim ${t.completeGames.sim} actual ${t.completeGames.actual} (±25% ${t.completeGames.ok ? 'OK' : 'MISS'}); sacrifices per team game sim ${t.sacrifices.sim.toFixed(3)} actual ${t.sacrifices.actual.toFixed(3)}${t.sacrifices.withSf ? ' (SH + SF: the record lumps them)' : ''} (±25% ${t.sacrifices.ok ? 'OK' : 'MISS'})`);
  return out;
}

export async function main(argv: string[], outDir: string): Promise<void> {
  const args = parseArgs(argv);
  if (!hasData()) throw new Error('Lahman data not found: set BASEBALL_DATA_DIR');
  const report: Record<string, unknown> = { node: process.version, date: new Date().toISOString(), args };
  if (!args.skipSpeed) {
    const d = loadSeason(2019, ['AL', 'NL']);
    const sp = speed(d, args.speedGames);
    report.speed = { ...sp, target: 5000, ok: sp.gamesPerSecondWithBoxScores >= 5000 };
    console.log('== Speed (one core, 2019 rosters) ==');
    console.log(`  games/s with box scores: ${sp.gamesPerSecondWithBoxScores} (target ≥ 5000)`);
    console.log(`  games/s with play-by-play events: ${sp.gamesPerSecondWithPlayByPlay}`);
    console.log(`  full season (${sp.fullSeasonGames} games, rotation + bullpen usage): ${sp.fullSeasonSeconds} s`);
    console.log(`  game state: ${sp.stateJsonBytes} bytes as JSON (with play-by-play), heap ≈ ${sp.stateHeapBytesApprox ?? 'n/a (run node --expose-gc)'} bytes`);
  }
  const file = path.join(outDir, 'engine.json');
  if (!args.skipAccuracy) report.accuracy = args.seasons.map((s) => accuracy(s, args.replays));
  else if (existsSync(file)) {
    // Speed-only runs keep the last accuracy results.
    const old = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    if (old.accuracy) report.accuracy = old.accuracy;
  }
  if (args.skipSpeed && existsSync(file)) {
    const old = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    if (old.speed && !report.speed) report.speed = old.speed;
  }
  writeFileSync(file, JSON.stringify(report, null, 2));
  console.log(`\nwrote ${file}`);
}
