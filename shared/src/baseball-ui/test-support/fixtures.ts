// Test-only fixtures shaped like the api/src/baseball answers (values from Gehrig's and Hoyt's 1927).
import type { DiceColumn, PlayerCardView, PlayerRowView, PlayerStatisticsResponse, TeamSeasonView } from '../types';

function columns(first: number): DiceColumn[] {
  return [0, 1, 2].map((c) => ({
    column: first + c,
    rows: Array.from({ length: 11 }, (_, i) => ({
      roll: i + 2,
      cells:
        i === 5
          ? [
              { outcome: 'HR' as const, from: 1, to: 12 },
              { outcome: 'FB' as const, from: 13, to: 20 },
            ]
          : [{ outcome: i % 2 ? ('1B' as const) : ('GB' as const), from: 1, to: 20 }],
    })),
  }));
}

export const gehrigRow = {
  cardId: 'gehrilo01-1927',
  playerId: 'gehrilo01',
  year: 1927,
  firstName: 'Lou',
  lastName: 'Gehrig',
  bats: 'L',
  throws: 'L',
  primaryPosition: '1B',
  positions: ['1B'],
  balance: '4R',
  running: 12,
  stealing: 'C',
  bunting: 'C',
  hitAndRun: 'B',
  contact: 7,
  power: 10,
  fielding: { range: 2, error: 1.2, arm: null },
  catcher: null,
  firstBase: { range: 2, error: 1.2, arm: null },
  secondBase: null,
  thirdBase: null,
  shortstop: null,
  leftField: null,
  centerField: null,
  rightField: { range: 3, error: 2.5, arm: -1 },
  games: 155,
  atBats: 584,
  runs: 149,
  hits: 218,
  doubles: 52,
  triples: 18,
  homeruns: 47,
  rbis: 175,
  walks: 109,
  strikeouts: 84,
  stolenBases: 10,
  caughtStealing: 8,
  batAvg: 218 / 584,
  onBasePct: 0.4746,
  slugPct: 0.7654,
  ops: 1.24,
  war: null,
  wins: 0,
  losses: 0,
  gamesStarted: 0,
  saves: 0,
  innings: 0,
  hitsAllowed: 0,
  earnedRuns: 0,
  homerunsAllowed: 0,
  walksAllowed: 0,
  strikeoutsPitched: 0,
  era: null,
  whip: null,
  hitsPer9: null,
  walksPer9: null,
  homerunsPer9: null,
  strikeoutsPer9: null,
  role: null,
  starter: 0,
  reliever: 0,
  closer: 0,
  endurance: 0,
  pressure: 0,
  holdRunner: 0,
  balk: 0,
  wildPitch: 0,
  durability: 0,
} as unknown as PlayerRowView;

export const hoytRow = {
  ...gehrigRow,
  cardId: 'hoytwa01-1927',
  playerId: 'hoytwa01',
  firstName: 'Waite',
  lastName: 'Hoyt',
  throws: 'R',
  bats: 'R',
  primaryPosition: 'P',
  atBats: 0,
  wins: 22,
  losses: 7,
  gamesStarted: 32,
  saves: 1,
  innings: 256.3333333,
  hitsAllowed: 242,
  earnedRuns: 75,
  era: (75 * 9) / 256.3333333,
  whip: 1.1508,
  hitsPer9: 8.497,
  walksPer9: 1.4398,
  homerunsPer9: 0.3862,
  strikeoutsPer9: 3.0897,
  role: 'SP',
  starter: 7,
  reliever: -1,
  closer: 0,
  endurance: 27,
  pressure: 3,
  holdRunner: 0,
  balk: 2,
  wildPitch: 4,
  durability: 4,
} as unknown as PlayerRowView;

const share = { K: 0.1, Out: 0.5, HR: 0.07, '3B': 0.02, '2B': 0.06, '1B': 0.12, BB: 0.12 };

export const gehrigCard: PlayerCardView = {
  card: { cardId: 'gehrilo01-1927', playerID: 'gehrilo01', yearID: 1927, teamIDs: ['NYA'] },
  row: gehrigRow,
  side: 'batting',
  diceColumns: columns(1),
  outcomes: { vsLeft: { ...share, HR: 0.06, Out: 0.51, HBP: 0.01 }, vsRight: { ...share, HBP: 0.01 } },
};

export const hoytCard: PlayerCardView = {
  card: { cardId: 'hoytwa01-1927', playerID: 'hoytwa01', yearID: 1927 },
  row: hoytRow,
  side: 'pitching',
  diceColumns: columns(4),
  outcomes: { vsLeft: share, vsRight: share },
};

export const gehrigStatistics: PlayerStatisticsResponse = {
  batting: [
    { yearID: 1926, teams: 'NYA', lgID: 'AL', G: 155, AB: 572, R: 135, H: 179, '2B': 47, '3B': 20, HR: 16, RBI: 109, SB: 6, BB: 105, SO: 73, HBP: 1, SF: null },
    { yearID: 1927, teams: 'NYA', lgID: 'AL', G: 155, AB: 584, R: 149, H: 218, '2B': 52, '3B': 18, HR: 47, RBI: 175, SB: 10, BB: 109, SO: 84, HBP: 3, SF: null },
  ],
  pitching: [],
  career: { batting: { G: 310, AB: 1156, R: 284, H: 397, '2B': 99, '3B': 38, HR: 63, RBI: 284, SB: 16, BB: 214, SO: 157, HBP: 4 }, pitching: {} },
};

export const yankees1927: TeamSeasonView = {
  team: { yearID: 1927, teamID: 'NYA', lgID: 'AL', name: 'New York Yankees', W: 110, L: 44, winPercentage: 110 / 154, Rank: 1 },
  teamStats: { avgHits: 10.6, avgHr: 1.02, avgRunsScored: 6.29, avgStrikeouts: 3.9, winPercentage: 110 / 154 },
  ballpark: {
    name: 'Yankee Stadium I',
    alias: null,
    city: 'New York',
    state: 'NY',
    country: 'US',
    homeGames: 77,
    attendance: 1164015,
    effects: { battingFactor: 98, pitchingFactor: 94, label: 'Neutral' },
    notInRecord: ['capacity', 'distance', 'height', 'surface', 'foul territory', 'weather', 'umpire'],
  },
  batters: [gehrigRow],
  pitchers: [hoytRow],
  lineup: [
    { order: 1, playerId: 'combsea01', name: 'Earle Combs', position: 'CF' },
    { order: 4, playerId: 'gehrilo01', name: 'Lou Gehrig', position: '1B' },
  ],
  rotation: [{ playerId: 'hoytwa01', name: 'Waite Hoyt', gamesStarted: 32, throws: 'R' }],
  startingPitcher: { playerId: 'hoytwa01', name: 'Waite Hoyt' },
};
