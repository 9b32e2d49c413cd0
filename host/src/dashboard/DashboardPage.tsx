import styled from 'styled-components';
import {
  Button,
  LOCAL_KEYS,
  Notice,
  Page,
  PageTitle,
  Spinner,
  getRole,
  media,
  safeGetItem,
  useAuth,
  useLeagueData,
  tokens,
} from '@bb/shared';
import { fetchDashboard } from './dashboard-api';
import { dashboardMessages } from './messages';
import { SubscribeBanner } from './SubscribeBanner';
import { InProgressSection } from './InProgressSection';
import { GotdSection } from './GotdSection';
import { LeaguesSection } from './LeaguesSection';
import { DraftsSection } from './DraftsSection';
import { TournamentsSection } from './TournamentsSection';
import { RecentSection } from './RecentSection';

/** One column on a phone; two from a tablet, three on a wide screen. */
const Grid = styled.div`
  display: grid;
  gap: ${tokens.spacing.md};
  grid-template-columns: minmax(0, 1fr);
  ${media.up('tablet')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.up('lg')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Intro = styled.p`
  margin: 0 0 ${tokens.spacing.md};
  color: ${tokens.colors.textMuted};
`;

/**
 * /dashboard (host-owned, protected, open to any logged-in user without the subscription check): the user's hub from one GET /api/dashboard. A user
 * without a plan lands here too; he sees what applies to him and the way to subscribe. A failed load is toasted
 * (the shared data hook) and offers Try again.
 */
export function DashboardPage() {
  const t = dashboardMessages.useT();
  const record = useAuth();
  const userId = record?.user?.id ?? null;
  const subscribed = getRole(record, { isAdmin: safeGetItem(LOCAL_KEYS.isAdmin) === 'true' }) === 'SUBSCRIBED';
  const { data, loading, reload } = useLeagueData(userId === null ? null : `dashboard-${userId}`, fetchDashboard);
  return (
    <Page>
      <PageTitle>{t('title')}</PageTitle>
      <Intro>{t('intro')}</Intro>
      {record && !subscribed ? <SubscribeBanner /> : null}
      {data ? (
        <Grid>
          <InProgressSection games={data.inProgress} />
          <GotdSection gotd={data.gotd} />
          <LeaguesSection leagues={data.leagues} />
          <DraftsSection drafts={data.drafts} now={data.now} />
          <TournamentsSection tournaments={data.tournaments} now={data.now} />
          <RecentSection results={data.recent} />
        </Grid>
      ) : loading ? (
        <Spinner />
      ) : (
        <Notice role="alert">
          {t('error')}{' '}
          <Button $variant="secondary" onClick={reload}>
            {t('retry')}
          </Button>
        </Notice>
      )}
    </Page>
  );
}
