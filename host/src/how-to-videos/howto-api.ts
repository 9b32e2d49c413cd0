import { apiKey, publicClient, type HowToManifest } from '@bb/shared';

export const howToManifestKey = apiKey('howto/manifest');

/** GET /api/howto/manifest (contract/src/howto-api.ts): what has been recorded. Public, like the frames themselves. */
export async function fetchHowToManifest(signal?: AbortSignal): Promise<HowToManifest> {
  const body = await publicClient.get('howto/manifest', { signal }).json<{ data: HowToManifest }>();
  return body.data;
}
