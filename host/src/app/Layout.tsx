import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { OfflineBanner, ToastViewport, TouchTargets, setNavigator } from '@bb/shared';
import { Header } from './Header';
import { AccessModals } from '../access/AccessModals';
import { useAccountStartupLoad } from './account-startup';
import { useGotdGuestScope } from '../access/gotd-guest-scope';
import { useRealtime } from '../realtime/use-realtime';
import { LobbyWidget } from '../lobby-widget/LobbyWidget';
import { usePageViewTracking } from '../analytics/use-page-view-tracking';
import { LandscapeAlert } from '../general/landscape/LandscapeAlert';
import { InstallPrompt } from '../pwa/install-prompt/InstallPrompt';
import { UpdateBanner } from '../pwa/service-worker/UpdateBanner';
import { StatsTabBar } from '../stats-tabs/StatsTabBar';
import { WhenIdle } from '../boot/WhenIdle';
import { OffPlayScreens } from './OffPlayScreens';

// A column filling the viewport: banners above the header push main down instead of past the fold.
const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
`;

const Main = styled.main`
  flex: 1;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

export function Layout({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useAccountStartupLoad();
  useGotdGuestScope();
  useRealtime();
  usePageViewTracking();

  // Shared code (API clients, auth bus) navigates through the host's router.
  useEffect(() => {
    setNavigator((to, opts) => navigate(to, { replace: opts?.replace, state: opts?.state }));
  }, [navigate]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <Shell>
      <TouchTargets />
      <OfflineBanner />
      <LandscapeAlert />
      <UpdateBanner />
      <Header />
      <OffPlayScreens>
        <InstallPrompt />
      </OffPlayScreens>
      <Main id="main">
        {children}
        <StatsTabBar />
      </Main>
      {/* Floats over the page, so it can wait until the page itself is up. */}
      <WhenIdle>
        <OffPlayScreens>
          <LobbyWidget />
        </OffPlayScreens>
      </WhenIdle>
      <AccessModals />
      <ToastViewport />
    </Shell>
  );
}
