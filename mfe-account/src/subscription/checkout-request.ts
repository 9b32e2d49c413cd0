import { CHECKOUT_QUANTITY, type AuthRecord, type CheckoutRequest, type PlanInterval } from '@bb/shared';

/** Stripe's placeholder: the provider puts the real session id into the success URL. */
export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';
export const CANCELLED_SESSION = 'error';

export function checkoutReturnUrls(origin: string = window.location.origin): { successUrl: string; cancelUrl: string } {
  return {
    successUrl: `${origin}/lobby?session_id=${SESSION_ID_PLACEHOLDER}`,
    cancelUrl: `${origin}/lobby?session_id=${CANCELLED_SESSION}`,
  };
}

/** The checkout request (planId, quantity 1, mode subscription, return URLs, user id and email) for the chosen plan and the stored user. */
export function checkoutRequest(plan: { id: string; interval: PlanInterval }, record: AuthRecord | null, origin?: string): CheckoutRequest {
  const userId = record?.user?.id;
  const email = record?.user?.email?.trim() || record?.email?.trim() || '';
  return {
    planId: plan.id,
    quantity: CHECKOUT_QUANTITY,
    mode: 'subscription',
    ...checkoutReturnUrls(origin),
    clientReferenceId: userId === undefined || userId === null ? '' : String(userId),
    customerEmail: email,
    interval: plan.interval,
  };
}
