import { Route, Routes } from 'react-router-dom';
import { RemoteRoot } from './area/RemoteRoot';
import { AreaNotFound } from './area/AreaNotFound';
import TournamentLobbyPage from './tournament-lobby/TournamentLobbyPage';
import TournamentCreatePage from './tournament-create/TournamentCreatePage';
import TournamentPage from './tournament/TournamentPage';

/** The Tournaments area: the host mounts this for every path it owns (see README route table). */
export default function App() {
  return (
    <RemoteRoot>
      <Routes>
        <Route path="/tournament-lobby" element={<TournamentLobbyPage />} />
        <Route path="/tournament" element={<TournamentCreatePage />} />
        <Route path="/tournament/*" element={<TournamentPage />} />
        <Route path="*" element={<AreaNotFound />} />
      </Routes>
    </RemoteRoot>
  );
}
