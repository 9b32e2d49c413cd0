import { Route, Routes } from 'react-router-dom';
import { NotFoundContent, RemoteRoot } from '@bb/shared';
import { GameOfTheDayPage } from './daily-game';
import { LeaderboardPage } from './leaderboard';
import TodayPage from './today/TodayPage';

/** The Game of the Day area: the host mounts this for every path it owns (see README route table). */
export default function App() {
  return (
    <RemoteRoot name={__APP_NAME__} build={__BUILD_LABEL__}>
      <Routes>
        <Route path="/game-of-the-day/*" element={<GameOfTheDayPage />} />
        <Route path="/leaderboard" element={<LeaderboardPage />} />
        <Route path="/today" element={<TodayPage />} />
        <Route path="*" element={<NotFoundContent />} />
      </Routes>
    </RemoteRoot>
  );
}
