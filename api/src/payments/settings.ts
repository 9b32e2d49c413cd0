import { siteOriginSettingsFrom, type SiteOriginSettings } from '../http/site-origin';

/** Payments settings from the environment (documented in ./README.md). */
export interface PaymentSettings extends SiteOriginSettings {
  /** STRIPE_SECRET_KEY: set → Stripe is the provider; unset → the local provider. */
  stripeSecretKey: string | null;
  /** STRIPE_PUBLISHABLE_KEY: handed to the browser for `redirectToCheckout`. */
  stripePublishableKey: string | null;
  /** STRIPE_WEBHOOK_SECRET: signs `POST /api/payments/webhook` events (whsec_…). */
  stripeWebhookSecret: string | null;
  /** STRIPE_API_URL: another Stripe API origin (a stub or proxy), e.g. http://127.0.0.1:12111. */
  stripeApiUrl: string | null;
}

const value = (v: string | undefined): string | null => (v && v.trim() !== '' ? v.trim() : null);

export function loadPaymentSettings(env: NodeJS.ProcessEnv = process.env): PaymentSettings {
  return {
    stripeSecretKey: value(env.STRIPE_SECRET_KEY),
    stripePublishableKey: value(env.STRIPE_PUBLISHABLE_KEY),
    stripeWebhookSecret: value(env.STRIPE_WEBHOOK_SECRET),
    stripeApiUrl: value(env.STRIPE_API_URL),
    ...siteOriginSettingsFrom(env),
  };
}
