import { create } from 'zustand';

interface UnreadState {
  count: number;
  setCount(count: number): void;
}

/**
 * Unread notifications for the header badge. No notification source exists yet, so it stays 0;
 * the notifications feature sets it when it arrives.
 */
export const useUnreadStore = create<UnreadState>((set) => ({
  count: 0,
  setCount: (count) => set({ count: Math.max(0, Math.floor(count)) }),
}));

export function useUnreadNotifications(): number {
  return useUnreadStore((state) => state.count);
}
