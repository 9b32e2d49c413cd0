import { apiClient, apiKey, authBus, getSessionKey, publicClient, type LeaderboardApiResponse, type LeaderboardQuery, type LeaderboardRow } from '@bb/shared';

/** A board and, for a signed-in caller, his own row with its rank (null when he has no row on this board). */
export interface LeaderboardBoard {
  rows: LeaderboardRow[];
  me: LeaderboardRow | null;
}

/**
 * GET /gotd/gotd-leaderboard, read as data[subTab] (a missing key is an empty board); ranks are position + 1.
 * Signed in (an account or a GOTD guest), the request carries the session so the answer adds the caller's place.
 */
/** The data layer's cache key of a board (shared/src/data): the endpoint and its query. */
export const leaderboardKey = (query: LeaderboardQuery) =>
  apiKey('gotd/gotd-leaderboard', { tab: query.tab, period: query.period, subTab: query.subTab, month: query.month || undefined });

export async function fetchLeaderboard(query: LeaderboardQuery, signal?: AbortSignal): Promise<LeaderboardBoard> {
  const searchParams: Record<string, string> = { tab: query.tab, period: query.period, subTab: query.subTab };
  if (query.month) searchParams.month = query.month;
  const client = getSessionKey(authBus.getState()) ? apiClient : publicClient;
  const body = await client.get('gotd/gotd-leaderboard', { searchParams, signal }).json<LeaderboardApiResponse>();
  const rows = body.data?.[query.subTab] ?? [];
  const me = body.data?.me ?? null;
  return { rows: rows.map((row, i) => ({ ...row, rank: i + 1 })), me: me ? { ...me.row, rank: me.rank } : null };
}
