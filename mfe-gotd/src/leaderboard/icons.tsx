import type { LeaderboardTab } from '@bb/shared';

/** Small inline icons for the main tabs (the mobile bottom bar shows them above the label). */
const PATHS: Record<LeaderboardTab, string> = {
  // trophy
  Overall: 'M7 4h10v3a5 5 0 0 1-10 0V4Zm-3 1h3v2a3 3 0 0 1-3-2Zm13 0h3a3 3 0 0 1-3 2V5Zm-6 9h2v3h3v2H8v-2h3v-3Z',
  // flame
  Streaks: 'M12 3c1 3 5 5 5 10a5 5 0 0 1-10 0c0-2 1-3.5 2-4.5 0 2 1 3 2 3 0-3-1-5 1-8.5Z',
  // bars
  Stats: 'M5 19V11h3v8H5Zm5.5 0V5h3v14h-3ZM16 19v-6h3v6h-3Z',
  // calendar
  Today: 'M6 4h2v2h8V4h2v2h1a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h1V4Zm-0 6v8h12v-8H6Zm2 2h3v3H8v-3Z',
};

export function TabIcon({ tab }: { tab: LeaderboardTab }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[tab]} fill="currentColor" />
    </svg>
  );
}
