import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services';
import { registerCheckoutRoutes } from './checkout-routes';
import { LocalProvider } from './local-provider';
import { registerLocalPages } from './local-pages/local-page-routes';
import { PaymentService } from './payment-service';
import type { PaymentProvider } from './provider';
import { loadPaymentSettings, type PaymentSettings } from './settings';
import { createStripeClient, StripeProvider } from './stripe-provider';
import { registerSubscriptionRoutes } from './subscription-routes';
import { registerWebhookRoute } from './webhook-route';

export interface PaymentOptions {
  /** Defaults: from the environment (see README.md here). */
  settings?: PaymentSettings;
  /** Tests inject a provider (e.g. a StripeProvider on a stub server). */
  provider?: PaymentProvider;
}

/** Stripe when STRIPE_SECRET_KEY is set, else the local provider. */
export function chooseProvider(services: AppServices, settings: PaymentSettings): PaymentProvider {
  return settings.stripeSecretKey ? new StripeProvider(createStripeClient(settings), settings) : new LocalProvider(services.database.db);
}

/** Plans, checkout, subscription state, the customer portal and Stripe webhooks (issue 6). Register after accounts. */
export async function registerPaymentRoutes(app: FastifyInstance, services: AppServices, options: PaymentOptions = {}): Promise<PaymentService> {
  const settings = options.settings ?? loadPaymentSettings();
  const provider = options.provider ?? chooseProvider(services, settings);
  const service = new PaymentService(services.database.db, provider);
  registerCheckoutRoutes(app, service, settings);
  registerSubscriptionRoutes(app, service, settings);
  await registerWebhookRoute(app, service, settings.stripeWebhookSecret);
  // The hosted pages serve the local provider only; with Stripe its own pages take their place.
  if (provider.name === 'local') await registerLocalPages(app, service);
  return service;
}
