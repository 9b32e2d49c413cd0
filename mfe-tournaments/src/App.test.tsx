import { describeRemoteRoutes } from '@bb/shared/src/testing/remote-routes';
import App from './App';

describeRemoteRoutes(App, 'mfe_tournaments', [
  ['/tournament-lobby', 'Tournament Lobby'],
  ['/tournament', 'Create a new Tournament'],
  ['/tournament/7/play', 'Tournament'],
]);
