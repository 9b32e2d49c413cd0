import { useSyncExternalStore } from 'react';
import { breakpoints } from '@bb/shared';

// Wide screens (a laptop's 1280×800) show the room's panels side by side; narrower ones (a 375×812 phone) show tabs.
const QUERY = `(min-width: ${breakpoints.lgMax + 1}px)`;

const mediaList = (): MediaQueryList | null => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const list = mediaList();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

export function useWide(): boolean {
  return useSyncExternalStore(subscribe, () => mediaList()?.matches ?? false, () => false);
}
