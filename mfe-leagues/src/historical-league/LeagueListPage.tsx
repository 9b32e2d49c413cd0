import styled from 'styled-components';
import { formatEtDateTime, type LeagueList, type LeagueSummary, leaguesApi, tokens } from '@bb/shared';
import { DataState, LeagueCard, LeagueFacts, LeagueListLayout, LeagueSection, leagueMessages, useLeagueData } from '../league-core';
import { historicalPaths } from './league-paths';
import { historicalMessages } from './messages';

const Bar = styled.progress`
  width: 100%;
  height: 8px;
  accent-color: ${tokens.colors.primary};
`;

function HistoricalLeagueCard({ league }: { league: LeagueSummary }) {
  const t = historicalMessages.useT();
  const lt = leagueMessages.useT();
  const percent = Math.round(Math.min(1, Math.max(0, league.progress)) * 100);
  return (
    <LeagueCard
      name={league.name}
      to={historicalPaths.setup(league.leagueId)}
      badges={[lt(`status.${league.status}`), league.isPrivate ? t('private') : t('public'), league.isOwner ? t('owner') : null]}
    >
      <LeagueFacts>
        <dt>{t('years')}</dt>
        <dd>{league.years.join(', ')}</dd>
        <dt>{t('teams', { count: league.totalTeams })}</dt>
        <dd />
        <dt>{t('begins')}</dt>
        <dd>{formatEtDateTime(league.gamesBeginAt)}</dd>
        {league.myRecord ? (
          <>
            <dt>{t('myRecord')}</dt>
            <dd data-testid="my-record">{t('record', { ...league.myRecord })}</dd>
          </>
        ) : null}
      </LeagueFacts>
      <label>
        {t('progress')}: {t('progressValue', { percent })}
        <Bar max={100} value={percent} />
      </label>
    </LeagueCard>
  );
}

const card = (league: LeagueSummary) => <HistoricalLeagueCard league={league} />;

/** /game/historical-league: the viewer's leagues and the public ones, and Create League. */
export function LeagueListPage() {
  const t = historicalMessages.useT();
  const list = useLeagueData<LeagueList>('historical', (signal) => leaguesApi.list('historical', signal));
  return (
    <LeagueListLayout title={t('title')} intro={t('intro')} createLabel={t('createLeague')} createTo={historicalPaths.create()}>
      <DataState {...list}>
        {({ leagues }) => (
          <>
            <LeagueSection title={t('myLeagues')} leagues={leagues.filter((l) => l.isMember)} empty={t('noMyLeagues')} card={card} />
            <LeagueSection title={t('publicLeagues')} leagues={leagues.filter((l) => !l.isMember && !l.isPrivate)} empty={t('noPublicLeagues')} card={card} />
          </>
        )}
      </DataState>
    </LeagueListLayout>
  );
}
