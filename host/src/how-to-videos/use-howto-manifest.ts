import { useEffect, useState } from 'react';
import type { HowToManifest } from '@bb/shared';
import { fetchHowToManifest } from './howto-api';

export type ManifestState = { status: 'loading' } | { status: 'ready'; manifest: HowToManifest } | { status: 'failed' };

/** The recordings, read once; a failure leaves the guides as text (the page never depends on them). */
export function useHowToManifest(): ManifestState {
  const [state, setState] = useState<ManifestState>({ status: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    fetchHowToManifest(abort.signal).then(
      (manifest) => setState({ status: 'ready', manifest }),
      () => !abort.signal.aborted && setState({ status: 'failed' }),
    );
    return () => abort.abort();
  }, []);
  return state;
}
