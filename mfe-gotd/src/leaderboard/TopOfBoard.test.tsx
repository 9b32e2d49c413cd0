import { render, screen, within } from '@testing-library/react';
import { ThemeRoot, initI18n, type LeaderboardRow } from '@bb/shared';
import { TopOfBoard } from './TopOfBoard';

const rows: LeaderboardRow[] = [
  { rank: 1, username: 'ace', totalWins: 1, winPercentage: 100, avgRunsScored: 12, avgHits: 15, totalGamesPlayed: 1, currentPlayStreak: 1, maxPlayStreak: 1, currentWinStreak: 1, maxWinStreak: 1, totalRunsScored: 12, totalHits: 15, totalHr: 3, totalStrikeouts: 4, gameLastPlayedOn: '2026-11-28', gamesPlayedOn: '2026-11-28' },
];
jest.mock('./use-leaderboard', () => ({ useLeaderboard: () => ({ loading: false, rows, me: null, error: null }) }));

beforeAll(() => initI18n('en'));

it.each(['day', 'night'] as const)("%s: each leader's figure is in the text colour, never the primary red (3.94:1 on the night background)", (mode) => {
  render(
    <ThemeRoot mode={mode}>
      <TopOfBoard selection={{ tab: 'Today', subTab: 'DailyRunsLeader', period: 'Today', month: null }} title="Today's leaders" />
    </ThemeRoot>,
  );
  const figure = within(screen.getByRole('listitem')).getByText('12');
  expect(figure.tagName).toBe('B');
  // The colour is a theme variable (shared/src/theme/theme-vars.ts); IDENTITY.md: night primary is for fills only.
  expect(getComputedStyle(figure).color).toBe('var(--bb-colors-text)');
});
