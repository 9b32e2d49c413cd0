import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Page, PageTitle } from './layout';

/** The not-found screen, for the host and for paths a remote does not know. */
export function NotFoundContent() {
  return (
    <Page>
      <PageTitle>Page not found</PageTitle>
      <p>
        We could not find that page. <Link to="/experiences/new">Back to home</Link>
      </p>
    </Page>
  );
}

/** Marks a remote area's DOM with its federation name and build label, for support and e2e checks. */
export function RemoteRoot({ name, build, children }: { name: string; build: string; children: ReactNode }) {
  return (
    <div data-remote={name} data-build={build}>
      {children}
    </div>
  );
}
