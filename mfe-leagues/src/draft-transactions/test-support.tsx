// Test-only: the Transactions page inside the router and theme the host would give it, and draft league fixtures.
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeRoot, type DepthChart, type LeagueDetail, type LeagueTeamView, type TradePlayerView, type TradeView } from '@bb/shared';
import { Where } from '../test/render';
import { TransactionsPage } from './TransactionsPage';

export function renderTransactions(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeRoot mode="day">
        <Routes>
          <Route path="/draft-league/:leagueId/transaction" element={<TransactionsPage />} />
          <Route path="/draft-league/:leagueId/transaction/trading" element={<TransactionsPage trading />} />
        </Routes>
        <Where />
      </ThemeRoot>
    </MemoryRouter>,
  );
}

const team = (index: number, city: string, nickname: string, abbreviation: string, over: Partial<LeagueTeamView> = {}): LeagueTeamView => ({
  index,
  teamId: abbreviation,
  year: 0,
  lgId: 'DL',
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

export const draftLeague = (over: Partial<LeagueDetail> = {}): LeagueDetail => ({
  leagueId: 5,
  name: 'Friends Draft',
  kind: 'draft',
  status: 'regular',
  years: [1927],
  totalTeams: 3,
  isPrivate: true,
  gamesBeginAt: '2026-11-30T00:00:00.000Z',
  isOwner: true,
  isMember: true,
  myTeam: 0,
  myRecord: { wins: 0, losses: 0 },
  progress: 0,
  champion: null,
  dh: 'auto',
  usageLimit: 0,
  gamesPerTeam: 8,
  groups: ['Draft League'],
  teams: [team(0, 'Boston', 'Beans', 'BOS', { manager: 'you', managerName: 'ada' }), team(1, 'Chicago', 'Cubs', 'CHI'), team(2, 'Denver', 'Bears', 'DEN', { manager: 'user', managerName: 'bob' })],
  postseason: { teamsPerGroup: 2, rounds: [{ name: 'Final', bestOf: 3 }], note: null },
  nextGame: null,
  now: '2026-12-01T12:00:00.000Z',
  ...over,
});

const depthPlayer = (cardId: string, name: string, primaryPosition: 'C' | '1B' | 'RF' | 'P') => ({
  cardId,
  playerId: cardId,
  year: 1927,
  name,
  bats: 'L' as const,
  throws: 'R' as const,
  primaryPosition,
  positions: [primaryPosition],
  isPitcher: primaryPosition === 'P',
  active: true,
  used: 0,
  remaining: null,
});

export const roster = (team: number, players: Array<[string, string, 'C' | '1B' | 'RF' | 'P']>): DepthChart => ({
  team,
  players: players.map(([id, name, pos]) => depthPlayer(id, name, pos)),
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
