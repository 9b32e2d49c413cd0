import { Page, PageTitle } from '@bb/shared';

export function DashboardPage() {
  return (
    <Page>
      <PageTitle>Dashboard</PageTitle>
      <p>Your active games, leagues and tournaments.</p>
    </Page>
  );
}
