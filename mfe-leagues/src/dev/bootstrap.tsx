// Minimal dev shell: runs this remote alone (`pnpm --filter @bb/mfe-leagues dev`).
import { mountDevShell } from '@bb/shared/src/dev/dev-shell';
import App from '../App';

mountDevShell(App, [
  { to: '/game/historical-league', label: 'Historical League' },
  { to: '/draft-league', label: 'Draft League' },
  { to: '/game/draft-league', label: 'Draft League Game' },
  { to: '/live-draft', label: 'Live Draft' },
  { to: '/season', label: 'Season' },
  { to: '/league-calendar', label: 'League Calendar' },
  { to: '/stats-and-ratings', label: 'Stats & Ratings' },
]);
