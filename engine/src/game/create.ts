import { defaultStarter, buildLineup } from '../manager/lineup';
import { seedRng } from '../random/sfc32';
import { lineupValid } from '../rules/substitution';
import { bat, lineRecord, pit } from '../stats/lines';
import type { GameSetup, GameState, LeagueContext, LineupSpot, Roster, TeamGameState } from '../types';
import { startHalf } from './flow';
import { GameRuntime } from './runtime';

export function environmentOf(setup: GameSetup): LeagueContext {
  const key = setup.options.environmentKey ?? setup.home.lgKey;
  const env = setup.contexts[key];
  if (!env) throw new Error(`No league context ${key}`);
  return env;
}

/** DH by option, else by the home team's league and year. */
export function dhFor(setup: GameSetup): boolean {
  const o = setup.options.dh ?? 'auto';
  if (o !== 'auto') return o;
  return setup.contexts[setup.home.lgKey]?.dhRule ?? environmentOf(setup).dhRule;
}

function computerLineup(rt: GameRuntime, roster: Roster, dh: boolean, pitcherId: string): LineupSpot[] {
  let m = rt.lineups.get(roster);
  if (!m) rt.lineups.set(roster, (m = new Map()));
  const key = `${dh}|${pitcherId}`;
  let order = m.get(key);
  if (!order) m.set(key, (order = buildLineup(roster, dh, pitcherId)));
  return order.map((x) => ({ ...x }));
}

function cachedStarter(rt: GameRuntime, roster: Roster): string {
  let m = rt.lineups.get(roster);
  if (!m) rt.lineups.set(roster, (m = new Map()));
  const hit = m.get('starter');
  if (hit) return (hit[0] as LineupSpot).cardId;
  const id = defaultStarter(roster);
  m.set('starter', [{ cardId: id, position: 'P' }]);
  return id;
}

function teamState(rt: GameRuntime, roster: Roster, dh: boolean, side: 0 | 1): TeamGameState {
  const pitcherId = roster.startingPitcher ?? cachedStarter(rt, roster);
  const order = roster.lineup && lineupValid(roster.lineup, dh) ? roster.lineup.map((x) => ({ ...x })) : computerLineup(rt, roster, dh, pitcherId);
  const t: TeamGameState = {
    side, order, pitcherId, dh, batterIndex: 0, removed: [], batting: lineRecord(), pitching: lineRecord(),
    pitchersUsed: [pitcherId], battersOrderUsed: order.map((x) => x.cardId), runsByInning: [], hits: 0, errors: 0, lob: 0,
    pitcherBf: 0, pitcherRuns: 0,
  };
  for (const x of order) bat(t, x.cardId);
  pit(t, pitcherId).gs = 1;
  return t;
}

/** A new game from rosters + options + seed. The state is plain data (JSON-serialisable). */
export function createGame(setup: GameSetup, rt: GameRuntime = new GameRuntime()): GameState {
  rt.register(setup);
  const env = environmentOf(setup);
  const dh = dhFor(setup);
  const away = teamState(rt, setup.away, dh, 0), home = teamState(rt, setup.home, dh, 1);
  const er = setup.options.extraInningsRunner ?? 'auto';
  const s: GameState = {
    setup,
    rng: seedRng(setup.seed),
    inning: 1, half: 0, outs: 0, bases: [null, null, null], score: [0, 0],
    teams: [away, home], status: 'live', winner: null, events: [], decisions: [], plateAppearances: 0,
    record: { leader: null, winPitcher: [away.pitcherId, home.pitcherId], losePitcher: [home.pitcherId, away.pitcherId], saveCandidate: [null, null] },
    envKey: env.key,
    extraRunner: er === 'auto' ? env.yearID >= 2020 && (env.lgID === 'AL' || env.lgID === 'NL') : er,
  };
  startHalf(s, rt);
  return s;
}
