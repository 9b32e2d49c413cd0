import { describeRemoteRoutes } from '@bb/shared/src/testing/remote-routes';
import App from './App';

describeRemoteRoutes(App, 'mfe_leagues', [
  ['/game/historical-league/7/play', 'Historical League'],
  ['/draft-league/7/play', 'Draft League'],
  ['/game/draft-league/7/play', 'Draft League Game'],
  ['/live-draft/7', 'Live Draft'],
  ['/season/lobby', 'Season'],
  ['/league-calendar', 'League Calendar'],
  ['/stats-and-ratings', 'Stats & Ratings'],
]);
