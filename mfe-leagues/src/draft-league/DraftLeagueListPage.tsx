import styled from 'styled-components';
import { formatEtDateTime, type DraftLeagueList, type DraftLeagueListItem, useCountdown } from '@bb/shared';
import { DataState, draftPaths, draftsApi, LeagueCard, LeagueFacts, LeagueListLayout, LeagueSection, leagueMessages, useLeagueData } from '../league-core';
import { draftMessages } from './messages';

const Countdown = styled.span`
  display: block;
`;

function DraftLeagueCard({ league, now }: { league: DraftLeagueListItem; now: string }) {
  const t = draftMessages.useT();
  const lt = leagueMessages.useT();
  const waiting = league.status === 'scheduled';
  const countdown = useCountdown(waiting ? league.draftHeldAt : null, { serverNow: now }).text;
  const status = league.status === 'complete' && league.leagueStatus !== 'draft' ? lt(`status.${league.leagueStatus as 'scheduled'}`) : t(`status.${league.status}`);
  return (
    <LeagueCard name={league.name} to={draftPaths.home(league.leagueId)} badges={[status, league.isPrivate ? t('private') : t('public'), league.isOwner ? t('owner') : null]}>
      <LeagueFacts>
        <dt>{t('draftAt')}</dt>
        <dd>
          {formatEtDateTime(league.draftHeldAt)}
          {/* Inside the Draft term's value: a list of terms may hold nothing but terms and their values. */}
          {waiting ? <Countdown role="timer">{t('startsIn', { time: countdown })}</Countdown> : null}
        </dd>
        <dt>{t('teams')}</dt>
        <dd>{t('teamsValue', { total: league.totalTeams, humans: league.humans })}</dd>
      </LeagueFacts>
    </LeagueCard>
  );
}

/** /draft-league: the viewer's draft leagues and the public ones, and Create Draft League. */
export function DraftLeagueListPage() {
  const t = draftMessages.useT();
  const mine = useLeagueData<DraftLeagueList>('mine', (signal) => draftsApi.list('mine', signal));
  const open = useLeagueData<DraftLeagueList>('public', (signal) => draftsApi.list('public', signal));
  return (
    <LeagueListLayout title={t('title')} intro={t('intro')} createLabel={t('createLeague')} createTo={draftPaths.create()}>
      <DataState {...mine}>
        {({ leagues, now }) => <LeagueSection title={t('myLeagues')} leagues={leagues} empty={t('noMyLeagues')} card={(league) => <DraftLeagueCard league={league} now={now} />} />}
      </DataState>
      <DataState {...open}>
        {({ leagues, now }) => {
          const mineIds = new Set(mine.data?.leagues.map((l) => l.leagueId));
          const others = leagues.filter((l) => !mineIds.has(l.leagueId));
          return <LeagueSection title={t('publicLeagues')} leagues={others} empty={t('noPublicLeagues')} card={(league) => <DraftLeagueCard league={league} now={now} />} />;
        }}
      </DataState>
    </LeagueListLayout>
  );
}
