import { useParams } from 'react-router-dom';
import { Page, PageTitle, type LeagueDetail } from '@bb/shared';
import { DataState, PlayoffPanel, TextLink, leaguesApi, useLeagueData } from '../league-core';
import { historicalPaths } from './league-paths';
import { historicalMessages } from './messages';

/** /game/historical-league/playoff/{leagueId}: the bracket as a page, with the champion. */
export function PlayoffPage() {
  const t = historicalMessages.useT();
  const { leagueId = '' } = useParams();
  const league = useLeagueData<LeagueDetail>(leagueId, (signal) => leaguesApi.detail(leagueId, signal));
  return (
    <Page>
      <PageTitle>{league.data ? `${league.data.name}: ${t('playoff.title')}` : t('playoff.title')}</PageTitle>
      <DataState {...league}>{(l) => <PlayoffPanel league={l} version={0} />}</DataState>
      <p>
        <TextLink to={historicalPaths.setup(leagueId)}>{t('pregame.backToLeague')}</TextLink>
      </p>
    </Page>
  );
}
