import { Route, Routes, useLocation } from 'react-router-dom';
import { routeOwner } from '@bb/shared';
import { RemoteArea } from '../remotes/RemoteArea';
import { ExperiencesPage } from '../experiences/ExperiencesPage';
import { LobbyPage } from '../lobby/LobbyPage';
import { DashboardPage } from '../dashboard/DashboardPage';
import { HowToVideosPage } from '../how-to-videos/HowToVideosPage';
import { TermsPage } from '../terms/TermsPage';
import { NotFoundPage } from '../not-found/NotFoundPage';

/** Mounts the remote that owns the current path; a path the route table does not know is not found, whoever's prefix it shares. */
function OwnedByRemote() {
  const { pathname } = useLocation();
  const owner = routeOwner(pathname);
  if (!owner || owner === 'host') return <NotFoundPage />;
  return <RemoteArea key={owner} remote={owner} />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<ExperiencesPage />} />
      <Route path="/experiences/*" element={<ExperiencesPage />} />
      <Route path="/lobby" element={<LobbyPage />} />
      <Route path="/dashboard" element={<DashboardPage />} />
      <Route path="/howToVideos" element={<HowToVideosPage />} />
      <Route path="/terms-of-service" element={<TermsPage />} />
      {/* Remote areas mount under a root splat so their own <Routes> see full paths. */}
      <Route path="*" element={<OwnedByRemote />} />
    </Routes>
  );
}
