import {
  apiClient,
  publicClient,
  type ActiveSubscription,
  type ApiData,
  type CheckoutRequest,
  type CheckoutSessionResponse,
  type CustomerPortalSession,
  type PaymentConfig,
  type SpecialCheckoutRequest,
  type SubscriptionPlan,
  type SubscriptionStatus,
} from '@bb/shared';

/** Payment prefix: the path segment naming the card payment provider. */
export const PAYMENT_PREFIX = 'payments';

// Config and plans are public: the public /special-checkout page reads them for guests too.
export async function fetchPaymentConfig(): Promise<PaymentConfig> {
  return (await publicClient.get(`${PAYMENT_PREFIX}/config`).json<ApiData<PaymentConfig>>()).data;
}

export async function fetchPlans(): Promise<SubscriptionPlan[]> {
  const plans = (await publicClient.get(`${PAYMENT_PREFIX}/plans`).json<ApiData<SubscriptionPlan[]>>()).data;
  return [...plans].sort((a, b) => a.sortOrder - b.sortOrder);
}

/** POST {payment prefix}/_checkout-session with the checkout request; the answer may lack a sessionId (the user is told). */
export async function createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSessionResponse['data']> {
  return (await apiClient.post(`${PAYMENT_PREFIX}/_checkout-session`, { json: request }).json<CheckoutSessionResponse>()).data ?? {};
}

export async function createSpecialCheckoutSession(planId: string, request: SpecialCheckoutRequest): Promise<CheckoutSessionResponse['data']> {
  const path = `${PAYMENT_PREFIX}/${encodeURIComponent(planId)}/_special-checkout-session`;
  return (await apiClient.post(path, { json: request }).json<CheckoutSessionResponse>()).data ?? {};
}

/** GET {payment prefix}/{id}/subscription; the checkout session id lets the server confirm a fresh checkout. */
export async function fetchActiveSubscription(userId: string | number, sessionId?: string | null): Promise<ActiveSubscription> {
  const searchParams = sessionId ? { session_id: sessionId } : undefined;
  const path = `${PAYMENT_PREFIX}/${encodeURIComponent(String(userId))}/subscription`;
  return (await apiClient.get(path, searchParams ? { searchParams } : {}).json<ApiData<ActiveSubscription>>()).data;
}

export async function fetchSubscriptionStatus(userId: string | number): Promise<boolean> {
  const path = `${PAYMENT_PREFIX}/${encodeURIComponent(String(userId))}/_subscription-status`;
  return (await apiClient.get(path).json<ApiData<SubscriptionStatus>>()).data.subscribed === true;
}

export async function createCustomerPortalSession(): Promise<string> {
  return (await apiClient.get(`${PAYMENT_PREFIX}/create-customer-portal-session`).json<ApiData<CustomerPortalSession>>()).data.url;
}
