// Test-only: the historical league pages inside the router and theme the host would give them, and fixtures.
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeRoot, type DepthChart, type LeagueDetail, type LeagueGameView, type LeagueTeamView } from '@bb/shared';
import { Where } from '../test/render';
import HistoricalLeaguePage from './HistoricalLeaguePage';

export function renderLeagues(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeRoot mode="day">
        <Routes>
          <Route
            path="/game/historical-league/*"
            element={
              <>
                <HistoricalLeaguePage />
                <Where />
              </>
            }
          />
        </Routes>
      </ThemeRoot>
    </MemoryRouter>,
  );
}

const team = (index: number, city: string, nickname: string, abbreviation: string, over: Partial<LeagueTeamView> = {}): LeagueTeamView => ({
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

export const game = (over: Partial<LeagueGameView> = {}): LeagueGameView => ({
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

export const GAME_ID = '33333333-3333-4333-8333-333333333333';

export const detail = (over: Partial<LeagueDetail> = {}): LeagueDetail => ({
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
    team(0, 'New York', 'Yankees', 'NYY', { manager: 'you', managerName: 'ada' }),
    team(1, 'Philadelphia', 'Athletics', 'PHA', { favourite: true }),
    team(2, 'Washington', 'Senators', 'WSH'),
  ],
  postseason: { teamsPerGroup: 2, rounds: [{ name: 'World Series', bestOf: 7 }], note: null },
  nextGame: game(),
  now: '2026-11-30T23:05:00.000Z',
  ...over,
});

const player = (cardId: string, name: string, active: boolean, isPitcher = false) => ({
  cardId,
  playerId: cardId,
  year: 1927,
  name,
  bats: 'L' as const,
  throws: 'L' as const,
  primaryPosition: isPitcher ? ('P' as const) : ('1B' as const),
  positions: [isPitcher ? ('P' as const) : ('1B' as const)],
  isPitcher,
  ...(isPitcher ? { role: 'SP' as const } : {}),
  active,
  used: 3,
  remaining: null,
});

export const depth = (over: Partial<DepthChart> = {}): DepthChart => ({
  team: 0,
  players: [player('gehrilo01', 'Lou Gehrig', true), player('ruthba01', 'Babe Ruth', true), player('hoytwa01', 'Waite Hoyt', true, true), player('durstce01', 'Cedric Durst', false)],
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
