import { publicClient, type LeaderboardApiResponse, type LeaderboardQuery, type LeaderboardRow } from '@bb/shared';

/** Spec §7 GET /gotd/gotd-leaderboard, read as data[subTab] (a missing key is an empty board); ranks are position + 1. */
export async function fetchLeaderboard(query: LeaderboardQuery, signal?: AbortSignal): Promise<LeaderboardRow[]> {
  const searchParams: Record<string, string> = { tab: query.tab, period: query.period, subTab: query.subTab };
  if (query.month) searchParams.month = query.month;
  const body = await publicClient.get('gotd/gotd-leaderboard', { searchParams, signal }).json<LeaderboardApiResponse>();
  const rows = body.data?.[query.subTab] ?? [];
  return rows.map((row, i) => ({ ...row, rank: i + 1 }));
}
