import type { PaymentConfig } from '@bb/shared';
import { subscriptionMessages } from './subscription-messages';

/** A failure the user is told about as is: missing session, library not loaded, provider error. */
export class CheckoutError extends Error {
  override name = 'CheckoutError';
}

export interface RedirectDeps {
  /** Loads Stripe.js; null when the script could not load (blocked, offline). */
  loadStripe(publishableKey: string): Promise<unknown>;
  assign(url: string): void;
}

/** The browser's ways out; methods are read at call time so tests can spy on them. */
export const browserRedirectDeps: RedirectDeps = {
  async loadStripe(publishableKey) {
    // Loaded only when a Stripe checkout starts: nobody else pays for Stripe.js.
    const { loadStripe } = await import('@stripe/stripe-js');
    return loadStripe(publishableKey);
  },
  assign: (url) => window.location.assign(url),
};

/**
 * Sends the browser to the provider's checkout. Stripe.js must load first, as the
 * provider's library is what the "library not loaded" error is about; the session's
 * own URL is then the redirect target for both providers (Stripe.js 10 dropped
 * redirectToCheckout in favour of the session URL).
 */
export async function redirectToCheckout(session: { sessionId?: string | undefined; url?: string | undefined }, config: PaymentConfig, deps: RedirectDeps = browserRedirectDeps): Promise<void> {
  const m = subscriptionMessages.t;
  if (!session.sessionId) throw new CheckoutError(m('sessionMissing'));
  if (config.provider === 'stripe') {
    let stripe: unknown;
    try {
      stripe = config.publishableKey ? await deps.loadStripe(config.publishableKey) : null;
    } catch {
      stripe = null;
    }
    if (!stripe) throw new CheckoutError(m('libraryNotLoaded'));
  }
  if (!session.url) throw new CheckoutError(m('sessionMissing'));
  try {
    deps.assign(session.url);
  } catch (error) {
    throw new CheckoutError(error instanceof Error && error.message ? error.message : String(error));
  }
}
