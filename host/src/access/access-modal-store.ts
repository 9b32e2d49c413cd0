import { create } from 'zustand';

export type AccessModalKind = 'guest' | 'plans';

interface AccessModalState {
  modal: AccessModalKind | null;
  /** Where the user wanted to go; the plan flow returns there after subscribing (spec §4). */
  intendedPath: string | null;
  open(modal: AccessModalKind, intendedPath: string): void;
  close(): void;
}

export const useAccessModal = create<AccessModalState>((set) => ({
  modal: null,
  intendedPath: null,
  open: (modal, intendedPath) => set({ modal, intendedPath }),
  // The intended path stays stored after closing: the Active Plan modal reads it later.
  close: () => set({ modal: null }),
}));
