import { useEffect } from 'react';
import { accountUserId, apiClient, authBus, useAuth, type AuthRecord, type SubscriptionStatus, type UserStatusResponse } from '@bb/shared';
import { useAdminFlag } from './admin-flag';

export async function fetchAdminStatus(userId: string | number): Promise<boolean> {
  const body = await apiClient.get(`users/${userId}/user-status`).json<Partial<UserStatusResponse>>();
  return body.data?.isAdmin === true;
}

/** Spec §7 `GET {payment prefix}/{id}/_subscription-status`: the server's subscription state is the truth. */
export async function fetchSubscriptionStatus(record: AuthRecord): Promise<boolean | null> {
  const body = await apiClient.get(`payments/${record.user.id}/_subscription-status`).json<{ data?: Partial<SubscriptionStatus> }>();
  const value = body.data?.subscribed;
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
      // An ended subscription leaves no plan behind; a new one keeps what the record has until the Active Plan modal fills it.
      authBus.subscriptionChanged({
        isSubscribed,
        plan: isSubscribed ? (record.user.plan ?? null) : null,
        subscription: isSubscribed ? (record.user.subscription ?? null) : null,
      });
    }
  } catch {
    /* spec §8: admin and subscription status failures are ignored */
  }
}

export function useAccountStatusLoad(): void {
  const record = useAuth();
  const setAdmin = useAdminFlag((state) => state.setAdmin);
  const userId = accountUserId(record);
  useEffect(() => {
    if (userId !== null && record) void loadAccountStatus(record, setAdmin);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per logged-in user
  }, [userId]);
}
