import { useEffect } from 'react';
import { LOCAL_KEYS, SIGNED_UP_FLAG, getRole, isGuestRole, safeGetItem, safeRemoveItem, useAuth } from '@bb/shared';
import { useAccessModal } from './access-modal-store';

/**
 * After signup: with signUpJustCompleted = 'signedup' the subscribe (plan) modal opens
 * once, then the flag is removed. It waits for a logged-in, non-guest record (the flag is set
 * right after signup, before or with the login), so a guest never sees the plan modal for it.
 */
export function useAfterSignupPlans(): void {
  const record = useAuth();
  const openPlans = useAccessModal((s) => s.openPlans);
  const eligible = record !== null && !isGuestRole(getRole(record));
  useEffect(() => {
    if (!eligible || safeGetItem(LOCAL_KEYS.signUpJustCompleted) !== SIGNED_UP_FLAG) return;
    safeRemoveItem(LOCAL_KEYS.signUpJustCompleted);
    openPlans();
  }, [eligible, openPlans]);
}
