import { create } from 'zustand';

export type AccessModalKind = 'guest' | 'plans' | 'activePlan';

interface AccessModalState {
  modal: AccessModalKind | null;
  /** Where the user wanted to go; the plan flow returns there after subscribing (spec §4). */
  intendedPath: string | null;
  /** The checkout session the Active Plan modal was opened for (spec §4 return from checkout). */
  checkoutSessionId: string | null;
  open(modal: AccessModalKind, intendedPath: string): void;
  /** Opens the plan modal without touching the stored intended path (showPlans, after signup). */
  openPlans(): void;
  openActivePlan(sessionId: string): void;
  close(): void;
}

export const useAccessModal = create<AccessModalState>((set) => ({
  modal: null,
  intendedPath: null,
  checkoutSessionId: null,
  open: (modal, intendedPath) => set({ modal, intendedPath }),
  openPlans: () => set({ modal: 'plans' }),
  openActivePlan: (checkoutSessionId) => set({ modal: 'activePlan', checkoutSessionId }),
  // The intended path stays stored after closing: the Active Plan modal reads it later.
  close: () => set({ modal: null }),
}));
