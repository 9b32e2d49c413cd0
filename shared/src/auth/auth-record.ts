import type { AuthRecord } from '@bb/contract';

export type { AuthRecord, AuthUser, SubscriptionChange } from '@bb/contract';

/** Being logged in means a session key (api_key.key) is present. */
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
