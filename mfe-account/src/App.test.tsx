import { describeRemoteRoutes } from '@bb/shared/src/testing/remote-routes';
import { setNavigator } from '@bb/shared';
import { mockApi } from '@bb/shared/src/testing/api-mock';
import App from './App';

// The pages start their reads on mount; unanswered reads must not reach the network.
beforeEach(() => {
  mockApi({});
  // A guest's reads are cancelled with a redirect to /login; the route contract is what is tested here.
  setNavigator(() => undefined);
});
afterEach(() => setNavigator(null));

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
