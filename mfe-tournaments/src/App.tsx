import { Route, Routes } from 'react-router-dom';
import { NotFoundContent, RemoteRoot } from '@bb/shared';
import TournamentLobbyPage from './tournament-lobby/TournamentLobbyPage';
import TournamentCreatePage from './tournament-create/TournamentCreatePage';
import TournamentPage from './tournament/TournamentPage';
import TournamentSummaryPage from './tournament-summary/TournamentSummaryPage';

/** The Tournaments area: the host mounts this for every path it owns (see README route table). */
export default function App() {
  return (
    <RemoteRoot name={__APP_NAME__} build={__BUILD_LABEL__}>
      <Routes>
        <Route path="/tournament-lobby" element={<TournamentLobbyPage />} />
        <Route path="/tournament" element={<TournamentCreatePage />} />
        <Route path="/tournament/summary/:leagueId" element={<TournamentSummaryPage />} />
        <Route path="/tournament/:gameId/:stage?" element={<TournamentPage />} />
        <Route path="*" element={<NotFoundContent />} />
      </Routes>
    </RemoteRoot>
  );
}
