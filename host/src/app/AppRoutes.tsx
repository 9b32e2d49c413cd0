import { Route, Routes, useLocation } from 'react-router-dom';
import { routeOwner, lazyPage } from '@bb/shared';
import { RemoteArea } from '../remotes/RemoteArea';
import { ExperiencesPage } from '../experiences/ExperiencesPage';
import { NotFoundPage } from '../not-found/NotFoundPage';

// The home page is in the shell's first chunk; the host's other pages load when opened, so a phone's first
// visit parses only what it shows.
const LobbyPage = lazyPage(() => import(/* webpackChunkName: "lobby" */ '../lobby/LobbyPage').then((m) => ({ default: m.LobbyPage })));
const DashboardPage = lazyPage(() => import(/* webpackChunkName: "dashboard" */ '../dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const HowToVideosPage = lazyPage(() => import(/* webpackChunkName: "how-to-videos" */ '../how-to-videos/HowToVideosPage').then((m) => ({ default: m.HowToVideosPage })));
const TermsPage = lazyPage(() => import(/* webpackChunkName: "terms" */ '../terms/TermsPage').then((m) => ({ default: m.TermsPage })));

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
