// Minimal dev shell: runs this remote alone (`pnpm --filter @bb/mfe-gotd dev`).
import { mountDevShell } from '@bb/shared/src/dev/dev-shell';
import App from '../App';

mountDevShell(App, [
  { to: '/game-of-the-day', label: 'Game Of The Day' },
  { to: '/leaderboard', label: 'Leaderboard' },
  { to: '/today', label: 'Today' },
]);
