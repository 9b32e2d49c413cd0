/** The stored auth record of spec §3 (browser key authToken). */
export interface AuthUser {
  id: string | number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  thumbnail_url: string | null;
  isSubscribed?: boolean | null;
  plan?: unknown;
  subscription?: unknown;
}

export interface AuthRecord {
  api_key: { key: string | null };
  user: AuthUser;
  isGotdGuestUser: boolean;
  email?: string;
}

export interface SubscriptionChange {
  isSubscribed: boolean;
  plan: unknown;
  subscription: unknown;
}

/** Being logged in means a session key is present (spec §3). */
export function isLoggedIn(record: AuthRecord | null | undefined): boolean {
  const key = record?.api_key?.key;
  return typeof key === 'string' && key.trim() !== '';
}

export function getSessionKey(record: AuthRecord | null | undefined): string | null {
  return isLoggedIn(record) ? (record!.api_key.key as string) : null;
}

const nonBlank = (v: unknown): boolean => typeof v === 'string' && v.trim() !== '';

/** A user counts as having an email if either the user's or the top-level email is non-blank. */
export function hasEmail(record: AuthRecord | null | undefined): boolean {
  return nonBlank(record?.user?.email) || nonBlank(record?.email);
}
