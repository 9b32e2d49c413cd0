import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundContent, Spinner } from '@bb/shared';
import LandingPage from './landing/LandingPage';
import { statsMessages } from './messages';

// Each page is its own chunk: a player page's first paint loads only the player code.
const LeaguePage = lazy(() => import(/* webpackChunkName: "stats-league" */ './league/LeaguePage'));
const TeamPage = lazy(() => import(/* webpackChunkName: "stats-team" */ './team/TeamPage'));
const PlayerPage = lazy(() => import(/* webpackChunkName: "stats-player" */ './player/PlayerPage'));

/** The stats & ratings browser (spec §2 routes under /stats-and-ratings). */
export default function StatsAndRatingsPage() {
  const t = statsMessages.useT();
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route index element={<LandingPage />} />
        <Route path="league" element={<LandingPage hint={t('picker.leagues')} />} />
        <Route path="league/:leagueName" element={<LeaguePage />} />
        <Route path="teams" element={<LandingPage hint={t('picker.teams')} />} />
        <Route path="teams/:teamId" element={<TeamPage />} />
        <Route path="players/:playerId" element={<PlayerPage />} />
        <Route path="*" element={<NotFoundContent />} />
      </Routes>
    </Suspense>
  );
}
