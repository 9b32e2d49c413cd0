import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { BottomBarInset, breakpoints, media, useT } from '@bb/shared';
import { STATS_TABS, currentStatsTab } from './stats-tabs';

export const TAB_BAR_HEIGHT = 56;

const Bar = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 15;
  display: flex;
  height: ${TAB_BAR_HEIGHT}px;
  padding-bottom: env(safe-area-inset-bottom);
  background: ${({ theme }) => theme.colors.headerBackground};
  color: ${({ theme }) => theme.colors.headerText};
  box-shadow: 0 -1px 0 rgba(255, 255, 255, 0.08);
  /* Mobile only: hidden from the 768 px breakpoint up. */
  ${media.up('tablet')} {
    display: none;
  }
`;

/** Keeps the page's last lines above the fixed bar on mobile. */
export const TabBarSpacer = styled.div`
  height: ${TAB_BAR_HEIGHT}px;
  ${media.up('tablet')} {
    display: none;
  }
`;

const Tab = styled(Link)<{ $current: boolean }>`
  flex: 1;
  display: grid;
  place-items: center;
  color: inherit;
  text-decoration: none;
  min-height: 44px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.md};
  border-top: 3px solid ${({ $current, theme }) => ($current ? theme.colors.accent : 'transparent')};
  opacity: ${({ $current }) => ($current ? 1 : 0.75)};
`;

/** The bottom tab bar of /stats-and-ratings/* on mobile; renders nothing elsewhere. */
export function StatsTabBar() {
  const t = useT();
  const { pathname } = useLocation();
  const current = currentStatsTab(pathname);
  if (!current) return null;
  return (
    <>
      <TabBarSpacer />
      <BottomBarInset $height={TAB_BAR_HEIGHT} $hiddenFrom={breakpoints.tablet} />
      <Bar aria-label={t('statsTabs.label')} data-testid="stats-tab-bar" data-bottom-tab-bar="">
        {STATS_TABS.map((tab) => (
          <Tab key={tab.to} to={tab.to} $current={tab === current} aria-current={tab === current ? 'page' : undefined}>
            {t(tab.label)}
          </Tab>
        ))}
      </Bar>
    </>
  );
}
