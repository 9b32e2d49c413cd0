// What the deploy check does as users do, over HTTP: sign up (the outbox's link), log in, subscribe on the local
// checkout, start a head-to-head game, set up a live draft. `api` is an origin (an instance or the proxy) with its CA.
import { request, EventStreamReader } from './deploy-http.mjs';

/** `api.call(method, path, { key, body, form })` resolves the answer; `api.ok(...)` its `data`, or throws. */
export function apiAt(origin, { ca } = {}) {
  const call = (method, urlPath, { key, body, form, headers = {}, localAddress } = {}) =>
    request(`${origin}${urlPath}`, { method, body, form, ca, localAddress, headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers } });
  return {
    origin,
    ca,
    call,
    async ok(method, urlPath, options = {}, wanted = [200, 201]) {
      const res = await call(method, urlPath, options);
      if (!wanted.includes(res.status)) throw new Error(`${method} ${urlPath} at ${origin} answered ${res.status}: ${res.text.slice(0, 400)}`);
      return res.text ? res.json().data : null;
    },
    /** A ticket, then the stream at `urlPath?ticket=…` (plus `query`). */
    async stream(key, urlPath, query = {}) {
      const { ticket } = await this.ok('POST', '/api/realtime/ticket', { key });
      const qs = new URLSearchParams({ ticket, ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
      // A browser offers compression; a live stream must come back uncompressed (deploy/Caddyfile's @live handle).
      return EventStreamReader.open(`${origin}${urlPath}?${qs}`, { ca, headers: { 'accept-encoding': 'gzip, zstd' } });
    },
  };
}

const PASSWORD = 'deploy check passphrase 7';

/**
 * Signs up through `api` as the form does; the link comes from the outbox of `mailbox` (an instance read from this
 * machine), then logs in with the password. Resolves { id, username, email, key }.
 */
export async function signUpAndLogIn(api, mailbox, prefix) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const username = `${prefix}${tag}`.slice(0, 30);
  const email = `${username}@example.com`;
  await api.ok('POST', '/api/users/signup', {
    body: { firstName: 'Deploy', lastName: 'Check', username, email, password: PASSWORD, confirmPassword: PASSWORD, dateOfBirth: '01/01/1990' },
  }, [202]);
  const mails = await mailbox.ok('GET', '/api/outbox');
  const token = /token=([A-Za-z0-9_-]+)/.exec(mails.find((m) => m.to === email)?.text ?? '')?.[1];
  if (!token) throw new Error(`no sign-up mail to ${email} in the outbox`);
  await api.ok('POST', '/api/users/signup/confirm', { body: { token } }, [201]);
  const record = await api.ok('POST', '/api/users/login', { body: { username, password: PASSWORD } });
  return { id: record.user.id, username, email, key: record.api_key.key };
}

/** Baseball Max through the local checkout, as a user pays for it. */
export async function subscribe(api, user) {
  const plans = await api.ok('GET', '/api/payments/plans');
  const plan = plans[0];
  const checkout = await api.ok('POST', '/api/payments/_checkout-session', {
    key: user.key,
    body: { planId: plan.id, quantity: 1, mode: 'subscription', successUrl: '/lobby', cancelUrl: '/lobby', clientReferenceId: String(user.id), customerEmail: user.email, interval: plan.interval },
  });
  const paid = await api.call('POST', `/checkout/${checkout.sessionId}/pay`, { form: { name: 'Deploy Check', cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' } });
  if (paid.status !== 303) throw new Error(`the local checkout answered ${paid.status}: ${paid.text.slice(0, 300)}`);
}

/** `owner` invites `rival` to 1927 Yankees at 1975 Reds (the owner at home); the rival accepts through `rivalApi`. */
export async function startHeadToHead(ownerApi, rivalApi, owner, rival, seed = 43) {
  const made = await ownerApi.ok('POST', '/api/head-to-head/games', { key: owner.key, body: { away: { teamId: 'NYA', year: 1927 }, home: { teamId: 'CIN', year: 1975 }, side: 'home', opponent: rival.username, seed } });
  await rivalApi.ok('POST', `/api/head-to-head/invitations/${made.invitation.id}/accept`, { key: rival.key });
  return made.gameId;
}

/** The batting player's Swing Away at `version`: the answer as it came (the caller decides what a refusal means). */
export function swing(api, user, gameId, version) {
  return api.call('POST', `/api/games/${gameId}/_swing-away`, { key: user.key, body: { version } });
}
