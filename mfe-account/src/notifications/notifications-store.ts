import { create } from 'zustand';
import { notifyError, type NotificationItem, type NotificationsPagination } from '@bb/shared';
import { fetchNotifications, markAllRead, markRead, markTournamentRead } from './notifications-api';

interface NotificationsState {
  items: NotificationItem[];
  pagination: NotificationsPagination | null;
  unreadCount: number;
  loading: boolean;
  error: boolean;
  load(page: number): Promise<void>;
  read(item: NotificationItem): Promise<void>;
  readTournament(leagueId: string): Promise<void>;
  readAll(): Promise<void>;
}

/**
 * The /notifications list. The header badge follows the server's realtime count; this store only
 * keeps the page's own rows and count in step with what the server answered.
 */
export const useNotifications = create<NotificationsState>((set, get) => ({
  items: [],
  pagination: null,
  unreadCount: 0,
  loading: false,
  error: false,

  async load(page) {
    set({ loading: true, error: false });
    try {
      const answer = await fetchNotifications(page);
      const seen = new Set(page > 1 ? get().items.map((n) => n.id) : []);
      const items = page > 1 ? [...get().items, ...answer.notifications.filter((n) => !seen.has(n.id))] : answer.notifications;
      set({ items, pagination: answer.pagination, unreadCount: answer.unreadCount, loading: false });
    } catch (error) {
      notifyError(error);
      set({ loading: false, error: true });
    }
  },

  async read(item) {
    if (item.read) return;
    try {
      const unreadCount = await markRead(item.id);
      set((s) => ({ unreadCount, items: s.items.map((n) => (n.id === item.id ? { ...n, read: true } : n)) }));
    } catch (error) {
      notifyError(error);
    }
  },

  async readTournament(leagueId) {
    try {
      const unreadCount = await markTournamentRead(leagueId);
      set((s) => ({ unreadCount, items: s.items.map((n) => (n.tournament?.leagueId === leagueId ? { ...n, read: true } : n)) }));
    } catch (error) {
      notifyError(error);
    }
  },

  async readAll() {
    try {
      const unreadCount = await markAllRead();
      set((s) => ({ unreadCount, items: s.items.map((n) => ({ ...n, read: true })) }));
    } catch (error) {
      notifyError(error);
    }
  },
}));
