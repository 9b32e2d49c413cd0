import { apiKey, publicClient, type SearchResponse } from '@bb/shared';

export const searchKey = (query: string) => apiKey('_search', { q: query });

/**
 * GET /api/_search?q=. Guests may search, so this uses the credential-free client:
 * the authenticated one would cancel a guest's call and send them to /login.
 */
export async function fetchSearchResults(query: string, signal?: AbortSignal): Promise<SearchResponse> {
  const body = await publicClient.get('_search', { searchParams: { q: query }, signal }).json<{ data?: Partial<SearchResponse> }>();
  return { players: body.data?.players ?? [], teams: body.data?.teams ?? [] };
}
