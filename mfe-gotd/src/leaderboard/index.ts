export { default as LeaderboardPage } from './LeaderboardPage';
export { TopOfBoard } from './TopOfBoard';
export type { Selection } from './leaderboard-selection';
