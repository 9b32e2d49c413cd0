import { Route, Routes } from 'react-router-dom';
import { NotFoundContent } from '@bb/shared';
import { DraftLeagueListPage } from '../draft-league/DraftLeagueListPage';
import { CreateDraftLeaguePage } from '../draft-league/create/CreateDraftLeaguePage';
import { DraftLeagueHomePage } from '../draft-league/DraftLeagueHomePage';
import { DraftSummaryPage } from '../draft-league/DraftSummaryPage';
import { TransactionsPage } from '../draft-transactions/TransactionsPage';
import { DraftPlayoffPage } from '../draft-league-play/DraftPlayoffPage';
import { DraftGameSummaryPage } from '../draft-league-play/DraftGameSummaryPage';

/**
 * Everything under /draft-league; the most specific path wins. The pages come from three features
 * (setup and home, transactions, games), so their route table is composition.
 */
export default function DraftLeagueRoutes() {
  return (
    <Routes>
      <Route index element={<DraftLeagueListPage />} />
      <Route path="create" element={<CreateDraftLeaguePage />} />
      <Route path="summary/:leagueId" element={<DraftSummaryPage />} />
      <Route path="playoff/:leagueId" element={<DraftPlayoffPage />} />
      <Route path=":leagueId/transaction" element={<TransactionsPage />} />
      <Route path=":leagueId/transaction/trading" element={<TransactionsPage trading />} />
      <Route path=":leagueId/schedule/:scheduleId/game/:gameId" element={<DraftGameSummaryPage />} />
      <Route path=":gameId/:stage?" element={<DraftLeagueHomePage />} />
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
