import { useApiQuery, type HowToManifest } from '@bb/shared';
import { fetchHowToManifest, howToManifestKey } from './howto-api';

export type ManifestState = { status: 'loading' } | { status: 'ready'; manifest: HowToManifest } | { status: 'failed' };

/** The recordings, read once; a failure leaves the guides as text (the page never depends on them). */
export function useHowToManifest(): ManifestState {
  const { data, error } = useApiQuery(howToManifestKey, fetchHowToManifest);
  if (data) return { status: 'ready', manifest: data };
  return error ? { status: 'failed' } : { status: 'loading' };
}
