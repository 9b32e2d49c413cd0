import { useEffect } from 'react';
import { apiClient, authBus, getRole, useAuth, type AuthRecord, type UserStatusResponse } from '@bb/shared';
import { useAdminFlag } from './admin-flag';

export async function fetchAdminStatus(userId: string | number): Promise<boolean> {
  const body = await apiClient.get(`users/${userId}/user-status`).json<Partial<UserStatusResponse>>();
  return body.data?.isAdmin === true;
}

/**
 * Where the subscription status fetch goes once payment exists (a later issue). Until then the
 * stored record's user.isSubscribed is the status, so this answers it unchanged.
 */
export async function fetchSubscriptionStatus(record: AuthRecord): Promise<boolean | null> {
  const value = record.user?.isSubscribed;
  return typeof value === 'boolean' ? value : null;
}

/**
 * Spec §4 header load for a logged-in non-guest: admin status first; an admin is stored as such,
 * anyone else gets the subscription status saved. Failures are silently ignored (spec §8).
 */
export async function loadAccountStatus(record: AuthRecord, setAdmin: (isAdmin: boolean) => void): Promise<void> {
  try {
    const isAdmin = await fetchAdminStatus(record.user.id);
    if (isAdmin) {
      setAdmin(true);
      return;
    }
    const isSubscribed = await fetchSubscriptionStatus(record);
    if (isSubscribed !== null && isSubscribed !== record.user.isSubscribed) {
      authBus.subscriptionChanged({ isSubscribed, plan: record.user.plan ?? null, subscription: record.user.subscription ?? null });
    }
  } catch {
    /* spec §8: admin and subscription status failures are ignored */
  }
}

export function useAccountStatusLoad(): void {
  const record = useAuth();
  const setAdmin = useAdminFlag((state) => state.setAdmin);
  const role = getRole(record);
  const userId = record?.user?.id;
  const eligible = record !== null && role !== 'GUEST' && role !== 'GOTD_GUEST' && userId !== undefined;
  useEffect(() => {
    if (eligible && record) void loadAccountStatus(record, setAdmin);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per logged-in user
  }, [eligible, userId]);
}
