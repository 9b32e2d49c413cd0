import { useEffect, useState, type ReactNode } from 'react';
import { afterLoadIdle } from './after-load-idle';

/** Mounts its children once the page has loaded and gone idle: for fixed-position extras that move nothing when they appear. */
export function WhenIdle({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => afterLoadIdle(() => setReady(true)), []);
  return ready ? <>{children}</> : null;
}
