import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Page, PageTitle, media, tokens } from '@bb/shared';
import { BoardTable } from './BoardTable';
import { subTabsOf } from './board-config';
import { MainTabs } from './MainTabs';
import { PeriodSelect } from './PeriodSelect';
import { Podium } from './Podium';
import { SubTabs } from './SubTabs';
import { ShareBar } from './share/ShareBar';
import { leaderboardMessages } from './leaderboard-messages';
import { chooseSubTab, choosePeriod, chooseTab, periodChoiceOf, searchOf, selectionFromSearch, type Selection } from './leaderboard-selection';
import { useLeaderboard } from './use-leaderboard';
import { leaderboardViews } from './view-tracking';
import type { fetchLeaderboard } from './leaderboard-api';

const Wrapper = styled(Page)`
  ${media.down('smMax')} {
    /* Room for the fixed bottom tab bar. */
    padding-bottom: 88px;
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.spacing.md};
  margin-bottom: ${tokens.spacing.md};
  h1 { margin: 0; }
`;

const Board = styled.section`
  display: grid;
  /* minmax(0, 1fr): the sub-tab row and the table scroll inside the board instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.spacing.md};
  padding: ${tokens.spacing.md};
  border-radius: ${tokens.radii.lg};
  background: ${tokens.colors.surface};
  border: 1px solid ${tokens.colors.border};
  ${media.up('tablet')} {
    padding: ${tokens.spacing.lg};
  }
`;

const Banner = styled.p`
  margin: 0;
  padding: ${tokens.spacing.sm} ${tokens.spacing.md};
  border-radius: ${tokens.radii.md};
  background: linear-gradient(90deg, ${tokens.colors.headerBackground}, ${tokens.colors.primary});
  color: #ffffff;
  text-align: center;
  font: 700 ${tokens.fontSizes.lg} ${tokens.fonts.heading};
  letter-spacing: 0.12em;
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  min-width: 0;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.spacing.sm};
`;

/** The boards the banner has a label for (only Gotd is built). */
export type LeaderboardVariant = 'Gotd' | 'Exhibition' | 'Historical' | 'Draft' | 'Tournament' | 'Season2025' | 'AllStar';

export interface LeaderboardPageProps {
  fetcher?: typeof fetchLeaderboard;
  /** Whose board this is; the route serves the Game of the Day's. */
  variant?: LeaderboardVariant;
}

/** The GOTD leaderboard: selection lives in the URL, so a copied link opens the same board. */
export default function LeaderboardPage({ fetcher, variant = 'Gotd' }: LeaderboardPageProps) {
  const t = leaderboardMessages.useT();
  const location = useLocation();
  const navigate = useNavigate();
  const selection = useMemo(() => selectionFromSearch(new URLSearchParams(location.search)), [location.search]);
  const board = useLeaderboard(selection, fetcher);
  const boardRef = useRef<HTMLElement>(null);

  const select = (next: Selection) => navigate({ pathname: location.pathname, search: searchOf(next) }, { replace: true });

  const viewKey = `${selection.tab}|${selection.subTab}|${selection.period}|${selection.month ?? ''}`;
  useEffect(() => {
    leaderboardViews.view(viewKey, { tab: selection.tab, sub_tab: selection.subTab, period: selection.period, month: selection.month ?? '' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- viewKey covers every field sent: one event per view, not per render
  }, [viewKey]);

  const url = typeof window !== 'undefined' ? `${window.location.origin}${location.pathname}${searchOf(selection)}` : '';

  return (
    <Wrapper>
      <Header>
        <PageTitle>{t('title')}</PageTitle>
        <ShareBar url={url} boardRef={boardRef} />
      </Header>
      <Board ref={boardRef} aria-labelledby="gotd-board-banner">
        <Banner id="gotd-board-banner">{t(`banners.${variant}`)}</Banner>
        <MainTabs value={selection.tab} onChange={(tab) => select(chooseTab(selection, tab))} />
        <Controls>
          <SubTabs options={subTabsOf(selection.tab)} value={selection.subTab} onChange={(subTab) => select(chooseSubTab(selection, subTab))} />
          <PeriodSelect value={periodChoiceOf(selection)} locked={selection.tab === 'Today'} onChange={(choice) => select(choosePeriod(selection, choice))} />
        </Controls>
        <Podium rows={board.rows} subTab={selection.subTab} loading={board.loading} />
        <BoardTable rows={board.rows} subTab={selection.subTab} loading={board.loading} me={board.me} />
      </Board>
    </Wrapper>
  );
}
