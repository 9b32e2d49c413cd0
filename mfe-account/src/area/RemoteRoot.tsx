import type { ReactNode } from 'react';

/** Marks the area's DOM with its federation name and build label, for support and e2e checks. */
export function RemoteRoot({ children }: { children: ReactNode }) {
  return (
    <div data-remote={__APP_NAME__} data-build={__BUILD_LABEL__}>
      {children}
    </div>
  );
}
