import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, Page, PageTitle, formatEtDateTime, media, type DraftLeagueList, type DraftLeagueListItem } from '@bb/shared';
import { DataState, draftPaths, draftsApi, leagueMessages, Notice, TextLink, useLeagueData, useServerCountdown } from '../league-core';
import { draftMessages } from './messages';

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
  margin: ${(p) => p.theme.spacing.sm} 0 0;
  dt {
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

export const Badge = styled.span`
  display: inline-block;
  padding: 2px 8px;
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.background};
  font-size: ${(p) => p.theme.fontSizes.sm};
  margin-left: ${(p) => p.theme.spacing.sm};
`;

function LeagueCard({ league, now }: { league: DraftLeagueListItem; now: string }) {
  const t = draftMessages.useT();
  const lt = leagueMessages.useT();
  const waiting = league.status === 'scheduled';
  const countdown = useServerCountdown(waiting ? league.draftHeldAt : null, now);
  const status = league.status === 'complete' && league.leagueStatus !== 'draft' ? lt(`status.${league.leagueStatus as 'scheduled'}`) : t(`status.${league.status}`);
  return (
    <li>
      <Card aria-label={league.name}>
        <h3 style={{ margin: 0 }}>
          <TextLink to={draftPaths.home(league.leagueId)}>{league.name}</TextLink>
          <Badge>{status}</Badge>
          <Badge>{league.isPrivate ? t('private') : t('public')}</Badge>
          {league.isOwner ? <Badge>{t('owner')}</Badge> : null}
        </h3>
        <Facts>
          <dt>{t('draftAt')}</dt>
          <dd>{formatEtDateTime(league.draftHeldAt)}</dd>
          {waiting ? (
            <>
              <dt />
              <dd role="timer">{t('startsIn', { time: countdown })}</dd>
            </>
          ) : null}
          <dt>{t('teams')}</dt>
          <dd>{t('teamsValue', { total: league.totalTeams, humans: league.humans })}</dd>
        </Facts>
      </Card>
    </li>
  );
}

function Section({ title, leagues, empty, now }: { title: string; leagues: DraftLeagueListItem[]; empty: string; now: string }) {
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      {leagues.length === 0 ? (
        <Notice>{empty}</Notice>
      ) : (
        <Grid>
          {leagues.map((league) => (
            <LeagueCard key={league.leagueId} league={league} now={now} />
          ))}
        </Grid>
      )}
    </section>
  );
}

/** /draft-league: the viewer's draft leagues and the public ones, and Create Draft League. */
export function DraftLeagueListPage() {
  const t = draftMessages.useT();
  const mine = useLeagueData<DraftLeagueList>('mine', (signal) => draftsApi.list('mine', signal));
  const open = useLeagueData<DraftLeagueList>('public', (signal) => draftsApi.list('public', signal));
  return (
    <Page>
      <Head>
        <PageTitle>{t('title')}</PageTitle>
        <Button as={Link} to={draftPaths.create()}>
          {t('createLeague')}
        </Button>
      </Head>
      <p>{t('intro')}</p>
      <DataState {...mine}>{({ leagues, now }) => <Section title={t('myLeagues')} leagues={leagues} empty={t('noMyLeagues')} now={now} />}</DataState>
      <DataState {...open}>
        {({ leagues, now }) => {
          const mineIds = new Set(mine.data?.leagues.map((l) => l.leagueId));
          return <Section title={t('publicLeagues')} leagues={leagues.filter((l) => !mineIds.has(l.leagueId))} empty={t('noPublicLeagues')} now={now} />;
        }}
      </DataState>
    </Page>
  );
}
