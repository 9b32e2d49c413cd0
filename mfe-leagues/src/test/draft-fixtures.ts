// Test-only: draft rooms, pool players, drafted leagues and trades as the API answers them (contract/src/drafts-api.ts,
// trades-api.ts).
import type { DepthChart, DraftPickView, DraftPoolPlayer, DraftRoom, DraftTeamView, LeagueDetail, LeagueTeamView, TradePlayerView, TradeView } from '@bb/shared';
import { depthPlayer, leagueDetail, leagueTeam } from './league-fixtures';

const team = (index: number, city: string, nickname: string, abbreviation: string, managerName: string, manager: DraftTeamView['manager']): DraftTeamView => ({
  index,
  city,
  nickname,
  abbreviation,
  managerName,
  manager,
  players: 0,
  online: manager !== 'computer',
});

/** Two teams, snake, 12 rounds: order 0,1,1,0,… (the board's columns: team 0 then team 1). */
export const draftRoom = (over: Partial<DraftRoom> = {}): DraftRoom => ({
  leagueId: 12,
  name: 'Hot Stove',
  status: 'live',
  mode: 'snake',
  rounds: 13,
  pickSeconds: 60,
  maxPlayers: 26,
  dh: 'auto',
  usageLimit: 0,
  isPrivate: false,
  eligible: { years: [1927], leagues: ['AL'] },
  draftHeldAt: '2031-03-01T17:55:00.000Z',
  gamesBeginAt: '2031-03-02T17:00:00.000Z',
  teams: [team(0, 'Boston', 'Beans', 'BOS', 'ada', 'you'), team(1, 'Chicago', 'Hogs', 'CHI', 'Computer', 'computer')],
  order: Array.from({ length: 24 }, (_, i) => (Math.floor(i / 2) % 2 === 0 ? i % 2 : 1 - (i % 2))),
  picks: [],
  current: { pick: 1, round: 1, pickInRound: 1, team: 0, deadline: '2031-03-01T18:00:45.000Z' },
  pauseAfterRound: false,
  now: '2031-03-01T18:00:00.000Z',
  version: 4,
  myTeam: 0,
  isCommissioner: false,
  queue: [],
  inviteLink: null,
  ...over,
});

export const madePick = (pick: number, team: number, cardId: string, name: string, over: Partial<DraftPickView> = {}): DraftPickView => ({
  pick,
  round: Math.ceil(pick / 2),
  pickInRound: ((pick - 1) % 2) + 1,
  team,
  cardId,
  name,
  year: 1927,
  position: '1B',
  auto: false,
  ...over,
});

export const poolPlayer = (cardId: string, name: string, over: Partial<DraftPoolPlayer> = {}): DraftPoolPlayer => ({
  cardId,
  playerId: cardId.split('-')[0] ?? cardId,
  name,
  year: 1927,
  lgId: 'AL',
  teamIds: ['NYA'],
  primaryPosition: '1B',
  positions: ['1B'],
  role: null,
  bats: 'L',
  throws: 'L',
  rating: 97,
  batting: { g: 155, ab: 584, avg: 0.373, hr: 47, rbi: 173, sb: 10, ops: 1.24 },
  pitching: null,
  draftedBy: null,
  ...over,
});

/** The drafted league as the league core answers it (GET /api/leagues/12). */
export const draftedLeague = (over: Partial<LeagueDetail> = {}): LeagueDetail =>
  leagueDetail({
    leagueId: 12,
    name: 'Hot Stove',
    kind: 'draft',
    status: 'scheduled',
    totalTeams: 2,
    gamesBeginAt: '2031-03-02T17:00:00.000Z',
    myRecord: { wins: 0, losses: 0 },
    progress: 0,
    groups: ['Hot Stove'],
    teams: [leagueTeam(0, 'Boston', 'Beans', 'BOS', { manager: 'you', managerName: 'ada' }), leagueTeam(1, 'Chicago', 'Hogs', 'CHI')],
    nextGame: null,
    now: '2031-03-01T18:00:00.000Z',
    ...over,
  });

const draftTeam = (index: number, city: string, nickname: string, abbreviation: string, over: Partial<LeagueTeamView> = {}) =>
  leagueTeam(index, city, nickname, abbreviation, { year: 0, lgId: 'DL', ...over });

/** A draft league in its regular season (league 5): the viewer's Beans, the computer's Cubs, bob's Bears. */
export const draftLeague = (over: Partial<LeagueDetail> = {}): LeagueDetail =>
  leagueDetail({
    name: 'Friends Draft',
    kind: 'draft',
    isPrivate: true,
    myRecord: { wins: 0, losses: 0 },
    progress: 0,
    groups: ['Draft League'],
    teams: [draftTeam(0, 'Boston', 'Beans', 'BOS', { manager: 'you', managerName: 'ada' }), draftTeam(1, 'Chicago', 'Cubs', 'CHI'), draftTeam(2, 'Denver', 'Bears', 'DEN', { manager: 'user', managerName: 'bob' })],
    postseason: { teamsPerGroup: 2, rounds: [{ name: 'Final', bestOf: 3 }], note: null },
    nextGame: null,
    now: '2026-12-01T12:00:00.000Z',
    ...over,
  });

/** A team's roster as its depth chart (GET …/teams/{team}/depth): editable for the viewer's team 0. */
export const roster = (team: number, players: Array<[string, string, 'C' | '1B' | 'RF' | 'P']>): DepthChart => ({
  team,
  players: players.map(([id, name, pos]) => depthPlayer(id, name, pos, { throws: 'R' })),
  lineup: [],
  rotation: [],
  closer: null,
  hookRuns: 4,
  activeLimit: 26,
  problem: null,
  editable: team === 0,
});

export const tradePlayer = (cardId: string, name: string, position = 'RF'): TradePlayerView => ({ cardId, name, year: 1927, position, rating: 80 });

export const trade = (over: Partial<TradeView> = {}): TradeView => ({
  tradeId: 1,
  fromTeam: 0,
  toTeam: 1,
  give: [tradePlayer('ruthba01', 'Babe Ruth')],
  get: [tradePlayer('hartnga01', 'Gabby Hartnett', 'C')],
  status: 'pending',
  createdAt: '2026-12-01T12:00:00.000Z',
  expiresAt: '2026-12-03T12:00:00.000Z',
  answeredAt: null,
  note: null,
  direction: 'sent',
  ...over,
});
