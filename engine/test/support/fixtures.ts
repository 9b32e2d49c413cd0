import { oddsRatios } from '../../src/cards/odds-ratio';
import type { GameSetup, LeagueContext, PlayerCard, Position, Roster } from '../../src/types';

/** A 2019-like league: SO, BB, HBP, HR, 3B, 2B, 1B, GB, FB. */
export const LEAGUE_RATES = [0.23, 0.085, 0.011, 0.034, 0.004, 0.046, 0.14, 0.248, 0.202];

export function makeContext(key = '2019-AL', over: Partial<LeagueContext> = {}): LeagueContext {
  const [y, lg] = key.split('-');
  return {
    key, yearID: Number(y), lgID: lg ?? 'AL', rates: LEAGUE_RATES.slice(), runsPerGame: 4.8, cgRate: 0.01,
    starterInningsShare: 0.58, errorsPerGame: 0.6, stealAttemptsPerGame: 0.65, sacrificesPerGame: 0.3, dhRule: lg === 'AL', teams: 15, ...over,
  };
}

interface CardOpts {
  rates?: number[]; position?: Position; pitcher?: boolean; running?: number; steal?: number; role?: 'SP' | 'RP' | 'CP';
  endurance?: number; saves?: number; throws?: 'L' | 'R'; bats?: 'L' | 'R' | 'B'; errorPct?: number;
}

export function makeCard(id: string, o: CardOpts = {}): PlayerCard {
  const rates = o.rates ?? LEAGUE_RATES.slice();
  const pos: Position = o.pitcher ? 'P' : o.position ?? 'LF';
  const fieldPos = o.pitcher ? (['P'] as Position[]) : [pos];
  return {
    cardId: id, playerID: id, yearID: 2019, lgID: 'AL', teamIDs: ['TST'], firstName: id, lastName: '', bats: o.bats ?? 'R', throws: o.throws ?? 'R',
    primaryPosition: pos, positions: fieldPos,
    fielding: Object.fromEntries(fieldPos.map((p) => [p, { range: 3, error: o.errorPct ?? 2, ...(p === 'C' || p.endsWith('F') ? { arm: 0 } : {}) }])),
    batting: {
      rates, oddsRatio: oddsRatios(rates, LEAGUE_RATES), pa: o.pitcher ? 5 : 500,
      ratings: { balance: 'E', running: o.running ?? 8, stealing: 'C', stealAttemptRate: o.steal ?? 0.05, stealSuccess: 0.72, bunting: 'B', hitAndRun: 'C', contact: 5, power: 5 },
    },
    ...(o.pitcher ? {
      pitching: {
        rates: LEAGUE_RATES.slice(), oddsRatio: LEAGUE_RATES.map(() => 1), battersFaced: 700, role: o.role ?? 'SP',
        ratings: { starter: o.role === 'SP' || !o.role ? 6 : 0, reliever: o.role && o.role !== 'SP' ? 1 : 0, closer: o.saves ? 4 : 0, endurance: o.endurance ?? 25, holdRunner: 0, balk: 0.5, wildPitch: 4, pressure: 3, durability: 3, completeGameRate: 0.02 },
        gamesStarted: o.role && o.role !== 'SP' ? 0 : 30, games: o.role && o.role !== 'SP' ? 60 : 30, saves: o.saves ?? 0, inningsOuts: 500,
      },
    } : {}),
    games: 150,
  };
}

const FIELD: Position[] = ['C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF'];

/** 9 regulars (8 fielders + DH), 4 bench, 5 starters, 5 relievers, 1 closer. */
export function makeRoster(team: string, lgKey = '2019-AL', over: CardOpts = {}): Roster {
  const players: PlayerCard[] = [];
  FIELD.forEach((p, i) => players.push(makeCard(`${team}-reg${i}`, { ...over, position: p })));
  players.push(makeCard(`${team}-dh`, { ...over, position: '1B' }));
  for (let i = 0; i < 4; i++) players.push(makeCard(`${team}-bench${i}`, { ...over, position: FIELD[i] as Position }));
  for (let i = 0; i < 5; i++) players.push(makeCard(`${team}-sp${i}`, { pitcher: true, role: 'SP' }));
  for (let i = 0; i < 5; i++) players.push(makeCard(`${team}-rp${i}`, { pitcher: true, role: 'RP' }));
  players.push(makeCard(`${team}-cp`, { pitcher: true, role: 'CP', saves: 35 }));
  return {
    teamId: team, name: team, lgKey,
    players: players.map((card, i) => ({ card, teamPa: card.pitching ? 0 : i < 9 ? 600 : 150 })),
    startingPitcher: `${team}-sp0`,
  };
}

export function makeSetup(seed: number | string = 1, options: GameSetup['options'] = {}, lgKey = '2019-AL'): GameSetup {
  return {
    home: makeRoster('HOM', lgKey), away: makeRoster('AWY', lgKey),
    contexts: { [lgKey]: makeContext(lgKey) },
    options, seed,
  };
}
