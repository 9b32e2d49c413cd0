import { describeRemoteRoutes } from '@bb/shared/src/testing/remote-routes';
import App from './App';

describeRemoteRoutes(App, 'mfe_account', [
  ['/login', 'Login'],
  ['/login-new', 'Login'],
  ['/signup', 'Sign Up'],
  ['/forgot-password', 'Forgot Password'],
  ['/profile', 'My Profile'],
  ['/favorites', 'Favorite Players and Teams'],
  ['/payment', 'Subscription'],
  ['/special-checkout', 'Special Checkout'],
  ['/notifications', 'Notifications'],
]);
