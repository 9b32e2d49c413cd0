import { useEffect, useRef } from 'react';

/**
 * Calls `reload` each time `version` changes after the first render (a page's own refresh count, a game's revision):
 * for reads that follow something other than their key. The first render loads by itself.
 */
export function useReloadOn(version: unknown, reload: () => void): void {
  const seen = useRef(version);
  useEffect(() => {
    if (Object.is(seen.current, version)) return;
    seen.current = version;
    reload();
  }, [version, reload]);
}
