// Minimal dev shell: runs this remote alone (`pnpm --filter @bb/mfe-tournaments dev`).
import { mountDevShell } from '@bb/shared/src/dev/dev-shell';
import App from '../App';

mountDevShell(App, [
  { to: '/tournament-lobby', label: 'Tournament Lobby' },
  { to: '/tournament', label: 'Create a new Tournament' },
  { to: '/tournament', label: 'Tournament' },
]);
