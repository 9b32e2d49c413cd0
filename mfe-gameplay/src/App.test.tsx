import { describeRemoteRoutes } from '@bb/shared/src/testing/remote-routes';
import App from './App';

describeRemoteRoutes(App, 'mfe_gameplay', [
  ['/game/single', 'Exhibition Game'],
  ['/game/head-to-head', 'Head to Head'],
  ['/game/history', 'Game History'],
  ['/season/exhibition-game', 'Season Exhibition Game'],
  ['/all-star-game/lobby', 'All-Star Game'],
]);
