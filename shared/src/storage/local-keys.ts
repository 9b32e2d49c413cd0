/** The browser localStorage keys the product uses; other code must not invent variants. */
export const LOCAL_KEYS = {
  authToken: 'authToken',
  soundOff: 'soundOff',
  ratingsFlag: 'ratingsFlag',
  signUpJustCompleted: 'signUpJustCompleted',
  isAdmin: 'isAdmin',
  redirectTabValue: 'redirectTabValue',
  installPromptDate: 'installPromptDate',
} as const;

export const SESSION_KEYS = {
  sessionOwnerId: 'som_id',
  /** utm_* and click ids captured from the landing URL (production only). */
  trackingParams: 'trackingParams',
} as const;

/** The value stored under signUpJustCompleted right after sign-up. */
export const SIGNED_UP_FLAG = 'signedup';

// Storage can throw (Safari private mode, quota, sandboxed iframes); the app must keep running.
export function safeGetItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function safeSetItem(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    /* storage unavailable: state lives in memory only */
  }
}

export function safeRemoveItem(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    /* nothing to remove */
  }
}

export function safeClearStorage(): void {
  try {
    window.localStorage.clear();
  } catch {
    /* nothing to clear */
  }
}
