import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, Page, PageTitle, formatEtDateTime, media, type LeagueList, type LeagueSummary } from '@bb/shared';
import { DataState, Notice, TextLink, leagueMessages, leaguesApi, useLeagueData } from '../league-core';
import { historicalPaths } from './league-paths';
import { historicalMessages } from './messages';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.spacing.md};
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${(p) => p.theme.spacing.md};
  h1 {
    margin: 0;
  }
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0 0 ${(p) => p.theme.spacing.lg};
  padding: 0;
  display: grid;
  gap: ${(p) => p.theme.spacing.md};
  ${media.up('tablet')} {
    grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px ${(p) => p.theme.spacing.sm};
  margin: ${(p) => p.theme.spacing.sm} 0;
  dt {
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const Bar = styled.progress`
  width: 100%;
  height: 8px;
  accent-color: ${(p) => p.theme.colors.primary};
`;

const Badge = styled.span`
  display: inline-block;
  padding: 2px 8px;
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.background};
  font-size: ${(p) => p.theme.fontSizes.sm};
  margin-left: ${(p) => p.theme.spacing.sm};
`;

function LeagueCard({ league }: { league: LeagueSummary }) {
  const t = historicalMessages.useT();
  const lt = leagueMessages.useT();
  const percent = Math.round(Math.min(1, Math.max(0, league.progress)) * 100);
  return (
    <li>
      <Card aria-label={league.name}>
        <h3 style={{ margin: 0 }}>
          <TextLink to={historicalPaths.setup(league.leagueId)}>{league.name}</TextLink>
          <Badge>{lt(`status.${league.status}`)}</Badge>
          <Badge>{league.isPrivate ? t('private') : t('public')}</Badge>
          {league.isOwner ? <Badge>{t('owner')}</Badge> : null}
        </h3>
        <Facts>
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
        </Facts>
        <label>
          {t('progress')}: {t('progressValue', { percent })}
          <Bar max={100} value={percent} />
        </label>
      </Card>
    </li>
  );
}

function Section({ title, leagues, empty }: { title: string; leagues: LeagueSummary[]; empty: string }) {
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      {leagues.length === 0 ? (
        <Notice>{empty}</Notice>
      ) : (
        <Grid>
          {leagues.map((league) => (
            <LeagueCard key={league.leagueId} league={league} />
          ))}
        </Grid>
      )}
    </section>
  );
}

/** /game/historical-league: the viewer's leagues and the public ones, and Create League. */
export function LeagueListPage() {
  const t = historicalMessages.useT();
  const list = useLeagueData<LeagueList>('historical', (signal) => leaguesApi.list('historical', signal));
  return (
    <Page>
      <Head>
        <PageTitle>{t('title')}</PageTitle>
        <Button as={Link} to={historicalPaths.create()}>
          {t('createLeague')}
        </Button>
      </Head>
      <p>{t('intro')}</p>
      <DataState {...list}>
        {({ leagues }) => (
          <>
            <Section title={t('myLeagues')} leagues={leagues.filter((l) => l.isMember)} empty={t('noMyLeagues')} />
            <Section title={t('publicLeagues')} leagues={leagues.filter((l) => !l.isMember && !l.isPrivate)} empty={t('noPublicLeagues')} />
          </>
        )}
      </DataState>
    </Page>
  );
}
