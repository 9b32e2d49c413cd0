import { Link } from 'react-router-dom';
import { Page, PageTitle } from '@bb/shared';

export function AreaNotFound() {
  return (
    <Page>
      <PageTitle>Page not found</PageTitle>
      <p>
        This page does not exist. <Link to="/experiences/new">Back to home</Link>
      </p>
    </Page>
  );
}
