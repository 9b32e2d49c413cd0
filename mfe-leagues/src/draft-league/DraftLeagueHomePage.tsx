import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { PageTitle, Page, type DraftRoom, type DraftValidation, type LeagueDetail } from '@bb/shared';
import { DataState, draftLinks, draftPaths, draftsApi, leagueMessages, LeagueTabs, Problem, TextLink, Toolbar, useLeagueData, useLeagueDetail } from '../league-core';
import { DraftLeagueInfo } from './DraftLeagueInfo';
import { draftMessages } from './messages';

const ignore = () => undefined;

/** Team validation: each roster that cannot field a lineup and a rotation, with what it lacks. */
function ValidationNotice({ leagueId, league }: { leagueId: string; league: LeagueDetail }) {
  const t = draftMessages.useT();
  const validation = useLeagueData<DraftValidation>(`validation:${leagueId}`, (signal) => draftsApi.validation(leagueId, signal), ignore);
  const invalid = validation.data?.teams.filter((team) => !team.valid) ?? [];
  if (invalid.length === 0) return null;
  return (
    <section aria-label={t('home.validation')}>
      {invalid.map((team) => {
        const view = league.teams.find((x) => x.index === team.team);
        return (
          <Problem key={team.team} role="status">
            {t('home.invalidTeam', { team: view ? `${view.city} ${view.nickname}` : team.team, problems: team.problems.join('; ') })}
          </Problem>
        );
      })}
    </section>
  );
}

/** After the draft: the league core's header facts and tabs, on the draft league's routes. */
function DraftedLeague({ leagueId }: { leagueId: string }) {
  const t = draftMessages.useT();
  const lt = leagueMessages.useT();
  const { detail, version, refresh, replace } = useLeagueDetail(leagueId);
  const links = useMemo(() => draftLinks(Number(leagueId)), [leagueId]);
  return (
    <DataState {...detail}>
      {(league) => (
        <>
          <PageTitle>{league.name}</PageTitle>
          <Toolbar>
            <span>{lt(`status.${league.status}`)}</span>
            <TextLink to={draftPaths.summary(leagueId)}>{t('home.summary')}</TextLink>
            <TextLink to={draftPaths.list()}>{t('home.backToLeagues')}</TextLink>
          </Toolbar>
          <ValidationNotice leagueId={leagueId} league={league} />
          <LeagueTabs league={league} links={links} version={version} refresh={refresh} onLeagueChange={replace} transactionLink={draftPaths.transaction(leagueId)} />
        </>
      )}
    </DataState>
  );
}

/** /draft-league/{leagueId}/{stage?}: the league before and while drafting, then its season. */
export function DraftLeagueHomePage() {
  const { gameId: leagueId = '' } = useParams();
  const t = draftMessages.useT();
  const room = useLeagueData<DraftRoom>(`room:${leagueId}`, (signal) => draftsApi.room(leagueId, signal));
  return (
    <Page>
      {room.data === undefined ? <PageTitle>{t('title')}</PageTitle> : null}
      <DataState {...room}>{(data) => (data.status === 'complete' ? <DraftedLeague leagueId={leagueId} /> : <DraftLeagueInfo room={data} />)}</DataState>
    </Page>
  );
}
