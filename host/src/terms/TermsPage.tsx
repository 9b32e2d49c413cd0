import { Page, PageTitle } from '@bb/shared';

export function TermsPage() {
  return (
    <Page>
      <PageTitle>Terms of Service</PageTitle>
      <p>Historical data: Lahman Baseball Database, CC BY-SA 3.0. Your use of this service is subject to these terms.</p>
    </Page>
  );
}
