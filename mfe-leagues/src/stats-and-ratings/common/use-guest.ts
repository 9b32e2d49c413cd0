import { isLoggedIn, useAuth } from '@bb/shared';

/** Spec §6: no stored login, or a GOTD guest. */
export function useIsGuest(): boolean {
  const record = useAuth();
  return !isLoggedIn(record) || record?.isGotdGuestUser === true;
}
