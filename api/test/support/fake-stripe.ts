import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStripeRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  authorization: string | undefined;
}

/**
 * A stand-in for api.stripe.com speaking the wire format the `stripe` SDK uses (form-encoded bodies,
 * JSON answers, `{ error }` with a status), holding just enough state for checkout, portal and updates.
 */
export class FakeStripe {
  readonly requests: FakeStripeRequest[] = [];
  readonly coupons = new Map<string, Record<string, unknown>>();
  readonly sessions = new Map<string, Record<string, unknown>>();
  readonly subscriptions = new Map<string, Record<string, unknown>>();
  private server: Server | null = null;
  private counter = 0;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      void this.handle(req).then(([status, body]) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++this.counter}` });
        res.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** What Stripe does when the customer pays on its hosted page: the session completes with a trialing subscription. */
  completeSession(sessionId: string, now = Math.floor(Date.now() / 1000)): Record<string, unknown> {
    const session = this.sessions.get(sessionId)!;
    const trialDays = Number((session.params as URLSearchParams).get('subscription_data[trial_period_days]'));
    const id = `sub_${++this.counter}`;
    const sub = {
      id,
      object: 'subscription',
      customer: `cus_${this.counter}`,
      status: 'trialing',
      start_date: now,
      trial_end: now + trialDays * 86400,
      cancel_at_period_end: false,
      metadata: { planId: (session.params as URLSearchParams).get('subscription_data[metadata][planId]') },
      items: { object: 'list', data: [{ id: `si_${this.counter}`, current_period_start: now, current_period_end: now + trialDays * 86400, price: { id: 'price_1', product: 'prod_1' } }] },
    };
    this.subscriptions.set(id, sub);
    Object.assign(session, { status: 'complete', subscription: id });
    return sub;
  }

  private async handle(req: IncomingMessage): Promise<[number, unknown]> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://x');
    const params = new URLSearchParams(req.method === 'GET' ? url.search : Buffer.concat(chunks).toString());
    const path = url.pathname;
    this.requests.push({ method: req.method ?? '', path, params, authorization: req.headers.authorization });
    const missing = (what: string): [number, unknown] => [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } }];
    let m: RegExpExecArray | null;
    if (req.method === 'GET' && (m = /^\/v1\/coupons\/([^/]+)$/.exec(path))) {
      const coupon = this.coupons.get(decodeURIComponent(m[1]!));
      return coupon ? [200, coupon] : missing('coupon');
    }
    if (req.method === 'POST' && path === '/v1/coupons') {
      const coupon = { id: params.get('id'), object: 'coupon', amount_off: Number(params.get('amount_off')), duration: params.get('duration'), duration_in_months: params.get('duration_in_months') };
      this.coupons.set(String(coupon.id), coupon);
      return [200, coupon];
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${++this.counter}`;
      const session = { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}`, status: 'open', expires_at: Math.floor(Date.now() / 1000) + 86400, subscription: null, metadata: { planId: params.get('metadata[planId]'), userId: params.get('metadata[userId]') }, params };
      this.sessions.set(id, session);
      const { params: _hidden, ...answer } = session;
      return [200, answer];
    }
    if (req.method === 'GET' && (m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path))) {
      const session = this.sessions.get(m[1]!);
      if (!session) return missing('checkout.session');
      const { params: _hidden, ...answer } = session;
      return [200, answer];
    }
    if ((m = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const sub = this.subscriptions.get(m[1]!);
      if (!sub) return missing('subscription');
      if (req.method === 'POST') {
        if (params.has('cancel_at_period_end')) sub.cancel_at_period_end = params.get('cancel_at_period_end') === 'true';
        if (params.has('metadata[planId]')) sub.metadata = { planId: params.get('metadata[planId]') };
      }
      return [200, sub];
    }
    if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
      return [200, { id: 'bps_1', object: 'billing_portal.session', customer: params.get('customer'), return_url: params.get('return_url'), url: 'https://billing.stripe.test/p/session/bps_1' }];
    }
    return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } }];
  }
}
