import { Route, Routes } from 'react-router-dom';
import { NotFoundContent, RemoteRoot } from '@bb/shared';
import SingleGamePage from './single-game/SingleGamePage';
import HeadToHeadRoutes from './app/HeadToHeadRoutes';
import GameHistoryPage from './game-history/GameHistoryPage';
import SeasonExhibitionRoutes from './app/SeasonExhibitionRoutes';
import AllStarRoutes from './app/AllStarRoutes';

/** The Gameplay area: the host mounts this for every path it owns (see README route table). */
export default function App() {
  return (
    <RemoteRoot name={__APP_NAME__} build={__BUILD_LABEL__}>
      <Routes>
        <Route path="/game/single/*" element={<SingleGamePage />} />
        <Route path="/game/head-to-head/*" element={<HeadToHeadRoutes />} />
        <Route path="/game/history" element={<GameHistoryPage />} />
        <Route path="/season/exhibition-game/*" element={<SeasonExhibitionRoutes />} />
        <Route path="/all-star-game/*" element={<AllStarRoutes />} />
        <Route path="*" element={<NotFoundContent />} />
      </Routes>
    </RemoteRoot>
  );
}
