import { create } from 'zustand';

export type AccessModalKind = 'guest' | 'plans' | 'activePlan';

/**
 * Session storage key of the intended path: checkout leaves the app for the payment provider
 * and comes back with a fresh page, and the Active Plan modal must still know where to go.
 */
export const INTENDED_PATH_SESSION_KEY = 'intendedPath';

function readIntended(): string | null {
  try {
    return window.sessionStorage.getItem(INTENDED_PATH_SESSION_KEY);
  } catch {
    return null;
  }
}

function writeIntended(path: string | null): void {
  try {
    if (path) window.sessionStorage.setItem(INTENDED_PATH_SESSION_KEY, path);
    else window.sessionStorage.removeItem(INTENDED_PATH_SESSION_KEY);
  } catch {
    /* storage unavailable: the path lives in memory only */
  }
}

interface AccessModalState {
  modal: AccessModalKind | null;
  /** Where the user wanted to go; the plan flow returns there after subscribing. */
  intendedPath: string | null;
  /** The checkout session the Active Plan modal was opened for (its session_id on return from checkout). */
  checkoutSessionId: string | null;
  open(modal: AccessModalKind, intendedPath: string): void;
  /** Opens the plan modal without touching the stored intended path (showPlans, after signup). */
  openPlans(): void;
  openActivePlan(sessionId: string): void;
  close(): void;
  /** The intended path was followed: forget it so a later modal does not send the user there again. */
  clearIntendedPath(): void;
}

export const useAccessModal = create<AccessModalState>((set) => ({
  modal: null,
  intendedPath: typeof window === 'undefined' ? null : readIntended(),
  checkoutSessionId: null,
  open: (modal, intendedPath) => {
    writeIntended(intendedPath);
    set({ modal, intendedPath });
  },
  openPlans: () => set({ modal: 'plans' }),
  openActivePlan: (checkoutSessionId) => set({ modal: 'activePlan', checkoutSessionId }),
  // The intended path stays stored after closing: the Active Plan modal reads it later.
  close: () => set({ modal: null }),
  clearIntendedPath: () => {
    writeIntended(null);
    set({ intendedPath: null });
  },
}));
