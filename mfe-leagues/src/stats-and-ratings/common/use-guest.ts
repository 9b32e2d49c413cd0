import { isLoggedIn, useAuth } from '@bb/shared';

/** A guest: no stored login, or a GOTD guest. */
export function useIsGuest(): boolean {
  const record = useAuth();
  return !isLoggedIn(record) || record?.isGotdGuestUser === true;
}
