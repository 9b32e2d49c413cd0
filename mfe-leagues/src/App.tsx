import { Route, Routes } from 'react-router-dom';
import { NotFoundContent, RemoteRoot, lazyPage } from '@bb/shared';

// Each section is its own chunk: a phone opening one league page downloads and parses that section only.
const HistoricalLeaguePage = lazyPage(() => import(/* webpackChunkName: "historical-league" */ './historical-league/HistoricalLeaguePage'));
const DraftLeagueRoutes = lazyPage(() => import(/* webpackChunkName: "draft-league" */ './app/DraftLeagueRoutes'));
const DraftLeagueGamePage = lazyPage(() => import(/* webpackChunkName: "draft-league-play" */ './draft-league-play/DraftLeagueGamePage'));
const LiveDraftPage = lazyPage(() => import(/* webpackChunkName: "live-draft" */ './live-draft/LiveDraftPage'));
const SeasonRoutes = lazyPage(() => import(/* webpackChunkName: "season" */ './app/SeasonRoutes'));
const LeagueCalendarPage = lazyPage(() => import(/* webpackChunkName: "league-calendar" */ './league-calendar/LeagueCalendarPage'));
const StatsAndRatingsPage = lazyPage(() => import(/* webpackChunkName: "stats-and-ratings" */ './stats-and-ratings/StatsAndRatingsPage'));

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
