import { isLoggedIn, type AuthRecord } from '../auth/auth-record';

export type Role = 'GUEST' | 'GOTD_GUEST' | 'LOGGED_IN' | 'LOGGED_IN_NOT_SUBSCRIBED' | 'SUBSCRIBED';

export interface RoleOptions {
  /** The local isAdmin flag. */
  isAdmin?: boolean;
}

/**
 * A stored record's role. The GOTD flag wins over a session key because a GOTD guest may hold one.
 * Admins never get their subscription status fetched (the startup calls stop at the admin answer), so a logged-in admin
 * counts as SUBSCRIBED rather than being locked out as "unknown".
 */
export function getRole(record: AuthRecord | null | undefined, opts: RoleOptions = {}): Role {
  if (record?.isGotdGuestUser === true) return 'GOTD_GUEST';
  if (!record || !isLoggedIn(record)) return 'GUEST';
  if (opts.isAdmin === true) return 'SUBSCRIBED';
  const sub = record.user?.isSubscribed;
  if (sub === true) return 'SUBSCRIBED';
  if (sub === false) return 'LOGGED_IN_NOT_SUBSCRIBED';
  return 'LOGGED_IN';
}

export function isGuestRole(role: Role): boolean {
  return role === 'GUEST' || role === 'GOTD_GUEST';
}

/**
 * The user id of a logged-in full account, or null for guests of either kind: whose account data (admin and
 * subscription status, saved preferences) the shell may load once per login.
 */
export function accountUserId(record: AuthRecord | null | undefined): string | number | null {
  const id = record?.user?.id;
  return !isGuestRole(getRole(record)) && id !== undefined && id !== null ? id : null;
}
