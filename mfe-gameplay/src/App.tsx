import { Route, Routes } from 'react-router-dom';
import { NotFoundContent, RemoteRoot, lazyPage } from '@bb/shared';

// Each section is its own chunk: a phone opening a game downloads and parses that section only.
const SingleGamePage = lazyPage(() => import(/* webpackChunkName: "single-game" */ './single-game/SingleGamePage'));
const HeadToHeadRoutes = lazyPage(() => import(/* webpackChunkName: "head-to-head" */ './app/HeadToHeadRoutes'));
const GameHistoryPage = lazyPage(() => import(/* webpackChunkName: "game-history" */ './game-history/GameHistoryPage'));
const SeasonExhibitionRoutes = lazyPage(() => import(/* webpackChunkName: "season-exhibition" */ './app/SeasonExhibitionRoutes'));
const AllStarRoutes = lazyPage(() => import(/* webpackChunkName: "all-star" */ './app/AllStarRoutes'));

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
