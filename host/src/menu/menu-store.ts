import { create } from 'zustand';

interface MenuState {
  open: boolean;
  toggle(): void;
  close(): void;
}

/** Whether the profile menu overlay is open: shell state the header, menu and route changes share. */
export const useMenuStore = create<MenuState>((set) => ({
  open: false,
  toggle: () => set((state) => ({ open: !state.open })),
  close: () => set({ open: false }),
}));
