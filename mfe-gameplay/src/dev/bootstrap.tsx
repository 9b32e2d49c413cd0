// Minimal dev shell: runs this remote alone (`pnpm --filter @bb/mfe-gameplay dev`).
import { mountDevShell } from '@bb/shared/src/dev/dev-shell';
import App from '../App';

mountDevShell(App, [
  { to: '/game/single', label: 'Exhibition Game' },
  { to: '/game/head-to-head', label: 'Head to Head' },
  { to: '/game/history', label: 'Game History' },
  { to: '/season/exhibition-game', label: 'Season Exhibition Game' },
  { to: '/all-star-game', label: 'All-Star Game' },
]);
