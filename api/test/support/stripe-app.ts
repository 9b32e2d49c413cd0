import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { buildApp } from '../../src/app';
import { API_ONLY_CONFIG } from './app-config';
import type { BackendHandle } from './backends';
import { FakeStripe } from './fake-stripe';

/**
 * An app with the Stripe provider on, talking to a fake Stripe API, for one backend's tests: the environment is set
 * while the app is built and put back afterwards. `onApp` receives the app once built; `webhook` posts an event signed
 * as Stripe would (with another secret to test a forged signature).
 */
export function withStripeApp(backend: BackendHandle, webhookSecret: string, onApp: (app: FastifyInstance) => void) {
  const stripe = new FakeStripe();
  const signer = new Stripe('sk_test_fake');
  const saved: Record<string, string | undefined> = {};
  let app: FastifyInstance | null = null;
  const env = { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake', STRIPE_WEBHOOK_SECRET: webhookSecret, AUTH_RATE_LIMIT_MAX: '10000' };

  backend.beforeAll(async () => {
    await stripe.start();
    for (const [k, v] of Object.entries({ ...env, STRIPE_API_URL: stripe.url })) {
      saved[k] = process.env[k];
      process.env[k] = v;
    }
    app = await buildApp({ config: API_ONLY_CONFIG, database: backend.database });
    onApp(app);
  });
  backend.afterAll(async () => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    await app?.close();
    await stripe.stop();
  });

  const webhook = (event: Record<string, unknown>, secret = webhookSecret) => {
    const payload = JSON.stringify(event);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret });
    return app!.inject({ method: 'POST', url: '/api/payments/webhook', payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } });
  };
  return { stripe, webhook };
}
