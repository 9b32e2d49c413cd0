import { Link } from 'react-router-dom';
import { Page, PageTitle } from '@bb/shared';

export function NotFoundPage() {
  return (
    <Page>
      <PageTitle>Page not found</PageTitle>
      <p>
        We could not find that page. <Link to="/experiences/new">Back to home</Link>
      </p>
    </Page>
  );
}
