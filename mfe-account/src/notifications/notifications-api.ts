import { apiClient, type ApiData, type NotificationsPage, type UnreadCount } from '@bb/shared';

export const NOTIFICATIONS_PAGE_SIZE = 20;

export async function fetchNotifications(page: number): Promise<NotificationsPage> {
  return (await apiClient.get('notifications', { searchParams: { page, limit: NOTIFICATIONS_PAGE_SIZE } }).json<ApiData<NotificationsPage>>()).data;
}

export async function markRead(id: number): Promise<number> {
  return (await apiClient.put(`notifications/${id}/read`).json<ApiData<UnreadCount>>()).data.unreadCount;
}

export async function markAllRead(): Promise<number> {
  return (await apiClient.put('notifications/read').json<ApiData<UnreadCount>>()).data.unreadCount;
}

/** Tournament read: marks every notification of one tournament league read at once. */
export async function markTournamentRead(leagueId: string): Promise<number> {
  return (await apiClient.put(`notifications/tournament/${encodeURIComponent(leagueId)}/read`).json<ApiData<UnreadCount>>()).data.unreadCount;
}
