// Minimal dev shell: runs this remote alone (`pnpm --filter @bb/mfe-account dev`).
import { mountDevShell } from '@bb/shared/src/dev/dev-shell';
import App from '../App';

mountDevShell(App, [
  { to: '/login', label: 'Login' },
  { to: '/login-new', label: 'Login' },
  { to: '/signup', label: 'Sign Up' },
  { to: '/forgot-password', label: 'Forgot Password' },
  { to: '/profile', label: 'My Profile' },
  { to: '/favorites', label: 'Favorite Players and Teams' },
  { to: '/payment', label: 'Subscription' },
  { to: '/special-checkout', label: 'Special Checkout' },
  { to: '/notifications', label: 'Notifications' },
]);
