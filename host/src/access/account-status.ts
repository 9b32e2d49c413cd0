import { apiClient, authBus, type AuthRecord, type SubscriptionStatus, type UserStatusResponse } from '@bb/shared';

export async function fetchAdminStatus(userId: string | number): Promise<boolean> {
  const body = await apiClient.get(`users/${userId}/user-status`).json<Partial<UserStatusResponse>>();
  return body.data?.isAdmin === true;
}

/** `GET {payment prefix}/{id}/_subscription-status`: the server's subscription state is the truth. */
export async function fetchSubscriptionStatus(record: AuthRecord): Promise<boolean | null> {
  const body = await apiClient.get(`payments/${record.user.id}/_subscription-status`).json<{ data?: Partial<SubscriptionStatus> }>();
  const value = body.data?.subscribed;
  return typeof value === 'boolean' ? value : null;
}

/** The two status answers; null is a call that failed (failures are ignored) or said nothing usable. */
export interface AccountStatus {
  isAdmin: boolean | null;
  isSubscribed: boolean | null;
}

/** Both calls at once: the subscription answer is only used for a non-admin, but waiting for the admin one first costs a round trip. */
export async function fetchAccountStatus(record: AuthRecord): Promise<AccountStatus> {
  const [isAdmin, isSubscribed] = await Promise.all([
    fetchAdminStatus(record.user.id).catch(() => null),
    fetchSubscriptionStatus(record).catch(() => null),
  ]);
  return { isAdmin, isSubscribed };
}

/**
 * Header load for a logged-in non-guest: an admin is stored as such, anyone else gets the
 * subscription status saved. Without an admin answer nothing is decided (failures are ignored).
 */
export function applyAccountStatus(record: AuthRecord, { isAdmin, isSubscribed }: AccountStatus, setAdmin: (isAdmin: boolean) => void): void {
  if (isAdmin === null) return;
  if (isAdmin) {
    setAdmin(true);
    return;
  }
  if (isSubscribed !== null && isSubscribed !== record.user.isSubscribed) {
    // An ended subscription leaves no plan behind; a new one keeps what the record has until the Active Plan modal fills it.
    authBus.subscriptionChanged({
      isSubscribed,
      plan: isSubscribed ? (record.user.plan ?? null) : null,
      subscription: isSubscribed ? (record.user.subscription ?? null) : null,
    });
  }
}
