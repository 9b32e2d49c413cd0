import { LOCAL_KEYS, safeGetItem, safeRemoveItem, safeSetItem } from '../storage/local-keys';
import type { AuthRecord } from './auth-record';

export function parseAuthRecord(raw: string | null): AuthRecord | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    // A corrupt or foreign value must read as "no session", never crash start-up.
    return parsed && typeof parsed === 'object' ? (parsed as AuthRecord) : null;
  } catch {
    return null;
  }
}

export function readAuthRecord(): AuthRecord | null {
  return parseAuthRecord(safeGetItem(LOCAL_KEYS.authToken));
}

export function writeAuthRecord(record: AuthRecord): void {
  safeSetItem(LOCAL_KEYS.authToken, JSON.stringify(record));
}

/** Logout removes exactly these keys; the ratings flag and other keys stay. */
export const LOGOUT_KEYS = [LOCAL_KEYS.authToken, LOCAL_KEYS.redirectTabValue, LOCAL_KEYS.soundOff, LOCAL_KEYS.isAdmin] as const;

export function clearLogoutKeys(): void {
  for (const key of LOGOUT_KEYS) safeRemoveItem(key);
}
