import { Route, Routes } from 'react-router-dom';
import { NotFoundContent, RemoteRoot } from '@bb/shared';
import HistoricalLeaguePage from './historical-league/HistoricalLeaguePage';
import DraftLeagueRoutes from './app/DraftLeagueRoutes';
import DraftLeagueGamePage from './draft-league-play/DraftLeagueGamePage';
import LiveDraftPage from './live-draft/LiveDraftPage';
import SeasonRoutes from './app/SeasonRoutes';
import LeagueCalendarPage from './league-calendar/LeagueCalendarPage';
import StatsAndRatingsPage from './stats-and-ratings/StatsAndRatingsPage';

/** The Leagues area: the host mounts this for every path it owns (see README route table). */
export default function App() {
  return (
    <RemoteRoot name={__APP_NAME__} build={__BUILD_LABEL__}>
      <Routes>
        <Route path="/game/historical-league/*" element={<HistoricalLeaguePage />} />
        <Route path="/draft-league/*" element={<DraftLeagueRoutes />} />
        <Route path="/game/draft-league/*" element={<DraftLeagueGamePage />} />
        <Route path="/live-draft/*" element={<LiveDraftPage />} />
        <Route path="/season/*" element={<SeasonRoutes />} />
        <Route path="/league-calendar" element={<LeagueCalendarPage />} />
        <Route path="/stats-and-ratings/*" element={<StatsAndRatingsPage />} />
        <Route path="*" element={<NotFoundContent />} />
      </Routes>
    </RemoteRoot>
  );
}
