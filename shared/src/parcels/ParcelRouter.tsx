import type { ReactNode } from 'react';
import { MemoryRouter, Router, type Location, type NavigationType, type Navigator } from 'react-router-dom';

/** What a parent passes so that a parcel routes on the parent's one history instead of keeping its own. */
export interface ParcelRouting {
  location?: Location;
  navigator?: Navigator;
  navigationType?: NavigationType;
  /** Where a parcel mounted without a parent router (a partner page) starts. */
  initialPath?: string;
}

/**
 * The parcel's router. Inside the app it is the host's history seen through the props the host passes
 * (every navigation reaches the parcel as an `update`), so back/forward and links work across the
 * boundary; on a partner page, where no one passes a navigator, a memory router keeps the page's own URL untouched.
 */
export function ParcelRouter({ location, navigator, navigationType, initialPath, children }: ParcelRouting & { children: ReactNode }) {
  if (location && navigator) {
    return (
      <Router location={location} navigator={navigator} navigationType={navigationType}>
        {children}
      </Router>
    );
  }
  return <MemoryRouter initialEntries={[initialPath ?? '/']}>{children}</MemoryRouter>;
}
