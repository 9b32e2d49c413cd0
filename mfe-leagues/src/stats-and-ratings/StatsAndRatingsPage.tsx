import { Route, Routes } from 'react-router-dom';
import { NotFoundContent, lazyPage } from '@bb/shared';
import LandingPage from './landing/LandingPage';
import { statsMessages } from './messages';

// Each page is its own chunk: a player page's first paint loads only the player code.
const LeaguePage = lazyPage(() => import(/* webpackChunkName: "stats-league" */ './league/LeaguePage'));
const TeamPage = lazyPage(() => import(/* webpackChunkName: "stats-team" */ './team/TeamPage'));
const PlayerPage = lazyPage(() => import(/* webpackChunkName: "stats-player" */ './player/PlayerPage'));

/** The stats & ratings browser (every route under /stats-and-ratings). */
export default function StatsAndRatingsPage() {
  const t = statsMessages.useT();
  return (
    <Routes>
      <Route index element={<LandingPage />} />
      <Route path="league" element={<LandingPage hint={t('picker.leagues')} />} />
      <Route path="league/:leagueName" element={<LeaguePage />} />
      <Route path="teams" element={<LandingPage hint={t('picker.teams')} />} />
      <Route path="teams/:teamId" element={<TeamPage />} />
      <Route path="players/:playerId" element={<PlayerPage />} />
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
