import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { DataState, Page, PageTitle, seasonsApi, Tabs, tokens, useLeagueData, type CurrentSeason, type TabItem } from '@bb/shared';
import { AccuracyReportLink, notifyUnless403, Panel } from '../league-core';
import { seasonMessages } from './messages';
import { SeasonCreateForm } from './SeasonCreateForm';
import { SeasonList } from './SeasonList';

type LobbyTab = 'season' | 'current' | 'nostalgia';

/**
 * /season/lobby: "Replay a season" (my replays and the create form), "2025 SEASON" (the newest season of the record,
 * in one step) and "Nostalgia" (the `nostalgia` prop, built elsewhere), chosen by ?tab=.
 */
export function SeasonLobbyPage({ nostalgia }: { nostalgia?: ReactNode }) {
  const t = seasonMessages.useT();
  const [params, setParams] = useSearchParams();
  const current = useLeagueData<CurrentSeason>('current', (signal) => seasonsApi.current(signal), notifyUnless403);
  const items: Array<TabItem<LobbyTab>> = [
    { key: 'season', label: t('tabs.season') },
    { key: 'current', label: current.data?.label ?? t('tabs.current') },
    ...(nostalgia ? [{ key: 'nostalgia' as const, label: t('tabs.nostalgia') }] : []),
  ];
  const asked = params.get('tab');
  const selected: LobbyTab = items.find((i) => i.key === asked)?.key ?? 'season';
  const select = (key: LobbyTab) => setParams({ tab: key }, { replace: true });
  return (
    <Page>
      <PageTitle>{t('title')}</PageTitle>
      <p>{t('intro')}</p>
      <ReportLink />
      <Tabs<LobbyTab> label={t('tabs.label')} items={items} selected={selected} onSelect={select}>
        {selected === 'season' && (
          <>
            <SeasonList />
            <Panel>
              <h2>{t('create.title')}</h2>
              <DataState {...current}>{(season) => <SeasonCreateForm lastYear={season.year} />}</DataState>
            </Panel>
          </>
        )}
        {selected === 'current' && (
          <DataState {...current}>
            {(season) => (
              <Panel data-testid="current-season">
                <h2>{t('current.title', { label: season.label })}</h2>
                <p>{t('current.intro')}</p>
                <p>{t('current.rosters', { rosters: season.rosters })}</p>
                <SeasonCreateForm lastYear={season.year} fixedYear={season.year} />
                <p>
                  {t('current.exhibition')} <Link to="/season/exhibition-game">{t('current.exhibitionLink')}</Link>
                </p>
              </Panel>
            )}
          </DataState>
        )}
        {selected === 'nostalgia' && nostalgia}
      </Tabs>
    </Page>
  );
}

const ReportLink = styled(AccuracyReportLink)`
  margin-bottom: ${tokens.spacing.md};
`;
