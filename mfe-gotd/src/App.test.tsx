import { describeRemoteRoutes } from '@bb/shared/src/testing/remote-routes';
import App from './App';

describeRemoteRoutes(App, 'mfe_gotd', [
  ['/game-of-the-day/7/play', 'Game Of The Day'],
  ['/leaderboard', 'Leaderboard'],
  ['/today', 'Today'],
]);
