// Test-only: leagues as the league core's API answers them (contract/src/leagues-api.ts), for every league mode.
import type { DepthChart, DepthPlayer, LeagueDetail, LeagueGameView, LeagueTeamView } from '@bb/shared';

export const GAME_ID = '33333333-3333-4333-8333-333333333333';

export const leagueTeam = (index: number, city: string, nickname: string, abbreviation: string, over: Partial<LeagueTeamView> = {}): LeagueTeamView => ({
  index,
  teamId: abbreviation,
  year: 1927,
  lgId: 'AL',
  group: 0,
  city,
  nickname,
  abbreviation,
  managerName: 'Computer',
  manager: 'computer',
  tendencies: null,
  favourite: false,
  ...over,
});

export const leagueGame = (over: Partial<LeagueGameView> = {}): LeagueGameView => ({
  scheduleId: 11,
  day: 3,
  startsAt: '2026-12-01T00:05:00.000Z',
  home: 0,
  away: 1,
  phase: 'regular',
  round: null,
  gameOfSeries: null,
  status: 'scheduled',
  homeRuns: null,
  awayRuns: null,
  gameId: null,
  yours: true,
  winningPitcher: null,
  losingPitcher: null,
  ...over,
});

/** A historical league in its regular season, the viewer managing the Yankees (league 5). */
export const leagueDetail = (over: Partial<LeagueDetail> = {}): LeagueDetail => ({
  leagueId: 5,
  name: 'Murderers Row',
  kind: 'historical',
  status: 'regular',
  years: [1927],
  totalTeams: 3,
  isPrivate: false,
  gamesBeginAt: '2026-11-30T00:00:00.000Z',
  isOwner: true,
  isMember: true,
  myTeam: 0,
  myRecord: { wins: 2, losses: 0 },
  progress: 0.25,
  champion: null,
  dh: 'auto',
  usageLimit: 0,
  gamesPerTeam: 8,
  groups: ['American League'],
  teams: [
    leagueTeam(0, 'New York', 'Yankees', 'NYY', { manager: 'you', managerName: 'ada' }),
    leagueTeam(1, 'Philadelphia', 'Athletics', 'PHA', { favourite: true }),
    leagueTeam(2, 'Washington', 'Senators', 'WSH'),
  ],
  postseason: { teamsPerGroup: 2, rounds: [{ name: 'World Series', bestOf: 7 }], note: null },
  nextGame: leagueGame(),
  now: '2026-11-30T23:05:00.000Z',
  ...over,
});

type Position = DepthPlayer['primaryPosition'];

export const depthPlayer = (cardId: string, name: string, primaryPosition: Position, over: Partial<DepthPlayer> = {}): DepthPlayer => ({
  cardId,
  playerId: cardId,
  year: 1927,
  name,
  bats: 'L',
  throws: 'L',
  primaryPosition,
  positions: [primaryPosition],
  isPitcher: primaryPosition === 'P',
  active: true,
  used: 0,
  remaining: null,
  usedOuts: primaryPosition === 'P' ? 0 : null,
  remainingOuts: null,
  ...over,
});

/** The viewer's depth chart in the historical league: Ruth and Gehrig in the lineup, Hoyt tired. */
export const depth = (over: Partial<DepthChart> = {}): DepthChart => ({
  team: 0,
  players: [
    depthPlayer('gehrilo01', 'Lou Gehrig', '1B', { used: 3 }),
    depthPlayer('ruthba01', 'Babe Ruth', '1B', { used: 3 }),
    depthPlayer('hoytwa01', 'Waite Hoyt', 'P', { role: 'SP', used: 3 }),
    depthPlayer('durstce01', 'Cedric Durst', '1B', { active: false, used: 3 }),
  ],
  lineup: [
    { cardId: 'ruthba01', position: 'RF' },
    { cardId: 'gehrilo01', position: '1B' },
  ],
  rotation: ['hoytwa01'],
  closer: null,
  hookRuns: 4,
  activeLimit: 25,
  problem: 'Your starter Waite Hoyt is tired',
  editable: true,
  ...over,
});
