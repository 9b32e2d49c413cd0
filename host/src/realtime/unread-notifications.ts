import { create } from 'zustand';

interface UnreadState {
  count: number;
  setCount(count: number): void;
}

/** Unread notifications for the header badge; `host/src/realtime` keeps it equal to the server's count. */
export const useUnreadStore = create<UnreadState>((set) => ({
  count: 0,
  setCount: (count) => set({ count: Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0 }),
}));

export function useUnreadNotifications(): number {
  return useUnreadStore((state) => state.count);
}
