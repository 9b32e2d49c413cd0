import { useCallback, useState } from 'react';
import { authBus, notifyError, toast, type PlanInterval } from '@bb/shared';
import { checkoutRequest } from './checkout-request';
import { CheckoutError, redirectToCheckout, type RedirectDeps } from './checkout-redirect';
import { createCheckoutSession, fetchPaymentConfig } from './payments-api';

export type CreateSession = (plan: ChosenPlan) => Promise<{ sessionId?: string | undefined; url?: string | undefined }>;

/** The plan modal's session: POST {payment prefix}/_checkout-session with the checkout request. */
const regularCheckout: CreateSession = (plan) => createCheckoutSession(checkoutRequest(plan, authBus.getState()));

export interface ChosenPlan {
  id: string;
  interval: PlanInterval;
}

export interface Checkout {
  chosen: ChosenPlan | null;
  choose(plan: ChosenPlan): void;
  loading: boolean;
  /** Creates the session and leaves for the provider; on failure an error toast and loading stops. */
  start(): Promise<void>;
}

function reportFailure(error: unknown): void {
  if (error instanceof CheckoutError) toast.error(error.message);
  else notifyError(error);
}

/** Plan modal: a chosen plan (id and interval), Checkout, loading until the redirect. */
export function useCheckout(createSession: CreateSession = regularCheckout, deps?: RedirectDeps, initial: ChosenPlan | null = null): Checkout {
  const [chosen, setChosen] = useState<ChosenPlan | null>(initial);
  const [loading, setLoading] = useState(false);
  const start = useCallback(async () => {
    if (!chosen || loading) return;
    setLoading(true);
    try {
      const [config, session] = await Promise.all([fetchPaymentConfig(), createSession(chosen)]);
      await redirectToCheckout(session, config, deps);
      // Loading stays on: the page is leaving for the provider.
    } catch (error) {
      reportFailure(error);
      setLoading(false);
    }
  }, [chosen, loading, createSession, deps]);
  return { chosen, choose: setChosen, loading, start };
}

export { reportFailure as reportCheckoutFailure };
