import { createHash } from 'node:crypto';
import { applyDecision, simulateGame } from '../src/game/decisions';
import { createGame } from '../src/game/create';
import { GameRuntime } from '../src/game/runtime';
import { boxScore, playByPlay } from '../src/stats/box-score';
import type { GameOptions, GameState } from '../src/types';
import { hasData, loadSeason, type SeasonData } from '../test/support/lahman';
import { makeSchedule } from './schedule';
import { simulateSeason } from '../src/season/simulate-season';

/**
 * Determinism guard for performance work: simulates a fixed set of games and hashes everything
 * they produce (state without setup, play-by-play, box scores). Any change to simulated results
 * changes the hash. Option variants reach the less common code paths.
 */
const VARIANTS: GameOptions[] = [
  {},
  { dh: true, mode: 1 },
  { dh: false, baserunning: { scale: 7, value: 0 }, injuries: true },
  { baserunning: { scale: 7, value: 6 }, extraInningsRunner: true, innings: 7 },
  { baserunning: { scale: 5, value: 4 }, environmentKey: '2019-NL' },
];

/**
 * `--results`: hash what a game decides (scores, lines, random state) and leave out how it is told (events, box
 * score labels, bookkeeping for labels and bounds), so a change to the play log can prove the games themselves
 * unchanged.
 */
let resultsOnly = false;
const PRESENTATION = new Set(['events', 'walksInRow', 'entered', 'leftAt']);
const stateJson = (g: GameState) =>
  resultsOnly ? JSON.stringify({ ...g, setup: undefined }, (k, v) => (PRESENTATION.has(k) ? undefined : v)) : JSON.stringify({ ...g, setup: undefined });

function digestGame(h: ReturnType<typeof createHash>, g: GameState): void {
  h.update(stateJson(g));
  h.update(resultsOnly ? JSON.stringify(boxScore(g), (k, v) => (k === 'position' ? undefined : v)) : JSON.stringify(boxScore(g)));
  if (!resultsOnly) h.update(playByPlay(g).join('\n'));
}

function games(d: SeasonData, count: number, recordEvents: boolean): string {
  const h = createHash('sha256');
  const rt = new GameRuntime();
  const n = d.teams.length;
  for (let i = 0; i < count; i++) {
    const home = (d.teams[i % n] as SeasonData['teams'][number]).roster, away = (d.teams[(i * 7 + 3) % n] as SeasonData['teams'][number]).roster;
    if (home === away) continue;
    const v = VARIANTS[i % VARIANTS.length] as GameOptions;
    const options: GameOptions = { ...v, recordEvents };
    if (options.environmentKey && !d.contexts[options.environmentKey]) delete options.environmentKey;
    const setup = { home, away, contexts: d.contexts, options, seed: `fp-${i}` };
    digestGame(h, simulateGame(setup, rt.register(setup)));
  }
  return h.digest('hex');
}

/** Step-by-step play with human managers (the applyDecision path, with its clones). */
function stepped(d: SeasonData, count: number): string {
  const h = createHash('sha256');
  const rt = new GameRuntime();
  const n = d.teams.length;
  for (let i = 0; i < count; i++) {
    const home = (d.teams[(i * 3) % n] as SeasonData['teams'][number]).roster, away = (d.teams[(i * 5 + 1) % n] as SeasonData['teams'][number]).roster;
    if (home === away) continue;
    const setup = { home, away, contexts: d.contexts, options: { managers: { away: 'human', home: i % 2 ? 'human' : 'computer' } as const }, seed: i };
    let s = createGame(setup, rt.register(setup));
    for (let k = 0; k < 400 && s.status !== 'final'; k++) {
      const steal = k % 7 === 3 && s.bases[0] && !s.bases[1];
      s = applyDecision(s, steal ? { type: 'steal' } : k % 40 === 20 ? { type: 'quickPlay', scope: 'halfInning' } : { type: 'swingAway' }, rt);
    }
    digestGame(h, s);
  }
  return h.digest('hex');
}

function season(d: SeasonData, label: string): string {
  const schedule = makeSchedule(d.teams.map((t) => t.G), d.teams.map((t) => t.lgID), `fp-${label}`);
  const h = createHash('sha256');
  const res = simulateSeason(d, schedule, `fp-${label}`, new GameRuntime(), (g) => h.update(stateJson(g)));
  h.update(JSON.stringify(res));
  return h.digest('hex');
}

export function main(argv: string[]): void {
  if (!hasData()) throw new Error('Lahman data not found: set BASEBALL_DATA_DIR');
  const count = Number(argv[argv.indexOf('--games') + 1] || 3000);
  resultsOnly = argv.includes('--results');
  const all = createHash('sha256');
  for (const [year, leagues, label] of [[2019, ['AL', 'NL'], '2019'], [1927, ['AL', 'NL'], '1927'], [1927, ['NNL'], '1927:NNL']] as const) {
    const d = loadSeason(year, [...leagues]);
    const parts = {
      quiet: games(d, count, false),
      events: games(d, Math.ceil(count / 3), true),
      stepped: stepped(d, 20),
      season: label === '2019' ? '' : season(d, label),
    };
    for (const [k, v] of Object.entries(parts)) {
      if (!v) continue;
      console.log(`  ${label.padEnd(9)} ${k.padEnd(8)} ${v.slice(0, 16)}`);
      all.update(v);
    }
  }
  console.log(`fingerprint ${all.digest('hex')}`);
}
