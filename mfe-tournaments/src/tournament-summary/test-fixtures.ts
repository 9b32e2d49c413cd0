// Test-only: tournaments and brackets in the contract's shapes, for the summary's and the bracket's tests.
import type { LeagueBattingLine, LeagueGameView, LeaguePitchingLine, TournamentBracket, TournamentDetail, TournamentMatchView, TournamentTeamView } from '@bb/shared';

const CLUBS: Array<[string, string, string, number, number]> = [
  ['NYA', 'New York', 'Yankees', 110, 44],
  ['PHA', 'Philadelphia', 'Athletics', 107, 45],
  ['CIN', 'Cincinnati', 'Reds', 108, 54],
  ['BAL', 'Baltimore', 'Orioles', 109, 53],
  ['SLN', 'St. Louis', 'Cardinals', 106, 48],
  ['BRO', 'Brooklyn', 'Dodgers', 105, 49],
  ['DET', 'Detroit', 'Tigers', 103, 59],
  ['CLE', 'Cleveland', 'Indians', 111, 43],
];

export function team(index: number, overrides: Partial<TournamentTeamView> = {}): TournamentTeamView {
  const [abbreviation, city, nickname, realWins, realLosses] = CLUBS[index % CLUBS.length]!;
  return {
    index,
    teamId: abbreviation,
    year: 1927 + index,
    lgId: 'AL',
    city,
    nickname,
    abbreviation,
    seed: null,
    realWins,
    realLosses,
    managerName: '',
    manager: 'open',
    ...overrides,
  };
}

export const SERVER_NOW = '2026-03-01T17:00:00.000Z';
/** One hour and five seconds after the server's now. */
export const LOCKS_AT = '2026-03-01T18:00:05.000Z';

export function detail(overrides: Partial<TournamentDetail> = {}): TournamentDetail {
  return {
    leagueId: 12,
    name: 'Spring Classic',
    status: 'claiming',
    format: 'single-elimination',
    seriesLength: 3,
    fromYear: 1927,
    toYear: 1934,
    totalTeams: 4,
    claimedTeams: 1,
    locksAt: LOCKS_AT,
    firstGameAt: '2026-03-01T18:15:00.000Z',
    createdAt: '2026-02-28T12:00:00.000Z',
    isPrivate: false,
    ownerName: 'babe',
    isOwner: false,
    myTeam: null,
    champion: null,
    dh: 'auto',
    teams: [team(0, { manager: 'user', managerName: 'babe' }), team(1), team(2), team(3)],
    mayClaim: true,
    nextGame: null,
    now: SERVER_NOW,
    ...overrides,
  };
}

export function match(id: number, number: number, overrides: Partial<TournamentMatchView> = {}): TournamentMatchView {
  return { id, number, top: null, bottom: null, topWins: 0, bottomWins: 0, winner: null, status: 'locked', bye: false, bestOf: 3, ...overrides };
}

/** Six teams in an eight-slot bracket: seeds 1 and 2 have byes in round 1. */
export function singleEliminationWithByes(): TournamentBracket {
  return {
    champion: null,
    stages: [
      {
        name: 'Knockout',
        type: 'single_elimination',
        groups: [
          {
            name: '',
            standings: null,
            rounds: [
              {
                name: 'Quarterfinals',
                matches: [
                  match(1, 1, { top: 0, bottom: null, bye: true, winner: 0, status: 'completed' }),
                  match(2, 2, { top: 3, bottom: 4, topWins: 2, bottomWins: 1, winner: 3, status: 'completed' }),
                  match(3, 3, { top: 2, bottom: 5, topWins: 1, bottomWins: 1, status: 'running' }),
                  match(4, 4, { top: 1, bottom: null, bye: true, winner: 1, status: 'completed' }),
                ],
              },
              {
                name: 'Semifinals',
                matches: [match(5, 1, { top: 0, bottom: 3, status: 'ready' }), match(6, 2, { top: null, bottom: 1, status: 'waiting' })],
              },
              { name: 'Final', matches: [match(7, 1)] },
            ],
          },
        ],
      },
    ],
  };
}

export function doubleElimination(): TournamentBracket {
  return {
    champion: 0,
    stages: [
      {
        name: 'Double elimination',
        type: 'double_elimination',
        groups: [
          {
            name: 'Winners bracket',
            standings: null,
            rounds: [
              {
                name: 'Round 1',
                matches: [
                  match(1, 1, { top: 0, bottom: 3, topWins: 2, winner: 0, status: 'completed' }),
                  match(2, 2, { top: 1, bottom: 2, bottomWins: 2, winner: 2, status: 'completed' }),
                ],
              },
              { name: 'Round 2', matches: [match(3, 1, { top: 0, bottom: 2, topWins: 2, winner: 0, status: 'completed' })] },
            ],
          },
          {
            name: 'Losers bracket',
            standings: null,
            rounds: [
              { name: 'Round 1', matches: [match(4, 1, { top: 3, bottom: 1, bottomWins: 2, winner: 1, status: 'completed' })] },
              { name: 'Round 2', matches: [match(5, 1, { top: 2, bottom: 1, topWins: 2, winner: 2, status: 'completed' })] },
            ],
          },
          {
            name: 'Grand final',
            standings: null,
            rounds: [{ name: 'Grand Final', matches: [match(6, 1, { top: 0, bottom: 2, topWins: 2, bottomWins: 1, winner: 0, status: 'completed' })] }],
          },
        ],
      },
    ],
  };
}

/** Eight teams: two pools of four (standings best first), then a four-team knockout. */
export function roundRobin(): TournamentBracket {
  const pool = (name: string, first: number) => ({
    name,
    rounds: [
      {
        name: 'Matchday 1',
        matches: [
          match(first * 10 + 1, 1, { top: first, bottom: first + 1, topWins: 2, winner: first, status: 'completed' as const }),
          match(first * 10 + 2, 2, { top: first + 2, bottom: first + 3, bottomWins: 2, winner: first + 3, status: 'completed' as const }),
        ],
      },
    ],
    standings: [
      { team: first, wins: 3, losses: 0, gameWins: 6, gameLosses: 1 },
      { team: first + 3, wins: 2, losses: 1, gameWins: 4, gameLosses: 3 },
      { team: first + 1, wins: 1, losses: 2, gameWins: 3, gameLosses: 4 },
      { team: first + 2, wins: 0, losses: 3, gameWins: 1, gameLosses: 6 },
    ],
  });
  return {
    champion: null,
    stages: [
      { name: 'Pools', type: 'round_robin', groups: [pool('Pool A', 0), pool('Pool B', 4)] },
      {
        name: 'Knockout',
        type: 'single_elimination',
        groups: [
          {
            name: '',
            standings: null,
            rounds: [
              { name: 'Semifinals', matches: [match(90, 1, { top: 0, bottom: 7, status: 'ready' }), match(91, 2, { top: 4, bottom: 3, status: 'ready' })] },
              { name: 'Final', matches: [match(92, 1)] },
            ],
          },
        ],
      },
    ],
  };
}

export function game(overrides: Partial<LeagueGameView> = {}): LeagueGameView {
  return {
    scheduleId: 31,
    day: 1,
    startsAt: '2026-03-01T18:15:00.000Z',
    home: 0,
    away: 3,
    phase: 'postseason',
    round: 'Semifinals',
    gameOfSeries: 1,
    status: 'scheduled',
    homeRuns: null,
    awayRuns: null,
    gameId: null,
    yours: true,
    winningPitcher: null,
    losingPitcher: null,
    ...overrides,
  };
}

/** A batting line of GET /leagues/{id}/statistics. */
export function battingLine(overrides: Partial<LeagueBattingLine> = {}): LeagueBattingLine {
  return { cardId: 'ruthba01', name: 'Babe Ruth', team: 0, g: 3, pa: 14, ab: 12, r: 4, h: 5, d: 1, t: 0, hr: 2, rbi: 6, bb: 2, so: 3, sh: 0, sf: 0, hbp: 0, sb: 0, cs: 0, avg: 0.4167, obp: 0.5, slg: 1, ops: 1.5, ...overrides };
}

/** A pitching line of GET /leagues/{id}/statistics. */
export function pitchingLine(overrides: Partial<LeaguePitchingLine> = {}): LeaguePitchingLine {
  return { cardId: 'grovele01', name: 'Lefty Grove', team: 1, g: 2, gs: 2, w: 2, l: 0, sv: 0, cg: 1, sho: 0, ip: 15, h: 11, r: 3, er: 3, bb: 4, so: 12, hr: 1, era: 1.8, whip: 1, ...overrides };
}
