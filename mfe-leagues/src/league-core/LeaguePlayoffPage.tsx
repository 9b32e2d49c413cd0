import { useParams } from 'react-router-dom';
import { leaguesApi, Page, PageTitle, type LeagueDetail, DataState, useLeagueData } from '@bb/shared';
import { leagueMessages } from './league-messages';
import { TextLink } from './league-ui';
import { PlayoffPanel } from './PlayoffPanel';

/** The bracket of a league as a page (route param leagueId), with the champion, for every league mode. */
export function LeaguePlayoffPage({ home }: { home: (leagueId: string) => string }) {
  const t = leagueMessages.useT();
  const { leagueId = '' } = useParams();
  const league = useLeagueData<LeagueDetail>(leagueId, (signal) => leaguesApi.detail(leagueId, signal));
  return (
    <Page>
      <PageTitle>{league.data ? `${league.data.name}: ${t('tabs.playoffBracket')}` : t('tabs.playoffBracket')}</PageTitle>
      <DataState {...league}>{(l) => <PlayoffPanel league={l} version={0} />}</DataState>
      <p>
        <TextLink to={home(leagueId)}>{t('pregamePage.backToLeague')}</TextLink>
      </p>
    </Page>
  );
}
