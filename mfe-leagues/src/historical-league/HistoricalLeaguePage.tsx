import { Route, Routes } from 'react-router-dom';
import { NotFoundContent } from '@bb/shared';
import { CreateLeaguePage } from './create/CreateLeaguePage';
import { LeagueListPage } from './LeagueListPage';
import { LeagueSetupPage } from './LeagueSetupPage';
import { PlayoffPage } from './PlayoffPage';
import { PlayPage } from './PlayPage';
import { PregameSummaryPage } from './PregameSummaryPage';

/** Everything under /game/historical-league. */
export default function HistoricalLeaguePage() {
  return (
    <Routes>
      <Route index element={<LeagueListPage />} />
      <Route path="league/create" element={<CreateLeaguePage />} />
      <Route path="league/setup/:leagueId" element={<LeagueSetupPage />} />
      <Route path="playoff/:leagueId" element={<PlayoffPage />} />
      <Route path="pregame-summary/league/:leagueId/schedule/:scheduleId/game/:gameId" element={<PregameSummaryPage />} />
      <Route path=":gameId/play" element={<PlayPage />} />
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
