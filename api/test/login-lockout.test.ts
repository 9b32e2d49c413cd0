import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { KNOWN_DEVICE_COOKIE } from '../src/accounts/known-devices';
import { MAX_FAILED_LOGINS, MAX_FAILED_LOGINS_PER_NAME } from '../src/accounts/login-throttle';
import { describeOnBackends } from './support/backends';
import { createUser, outbox, tokenFrom, type TestUser } from './accounts-helpers';
import { API_ONLY_CONFIG } from './support/app-config';

const WRONG = 'not the password 1';

describeOnBackends('login lockout by name and client', (backend) => {
  let app: FastifyInstance;

  backend.beforeAll(async () => {
    const saved = { ...process.env };
    Object.assign(process.env, { SMTP_URL: '', AUTH_RATE_LIMIT_MAX: '100000', PUBLIC_URL: '' });
    try {
      app = await buildApp({ config: API_ONLY_CONFIG, database: backend.database });
    } finally {
      process.env = saved;
    }
  });
  backend.afterAll(() => app.close());

  const it = (name: string, fn: () => Promise<void>) => backend.it(name, fn, 30_000);

  const login = (name: string, password: string, from: string, device?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress: from,
      headers: device ? { cookie: `theme=dark; ${KNOWN_DEVICE_COOKIE}=${device}` } : {},
      payload: { email: name, password },
    });

  /** The known-device token a login or reset answer set, if any. */
  const deviceOf = (res: { headers: Record<string, unknown> }): string | null => {
    const header = res.headers['set-cookie'];
    const cookie = (Array.isArray(header) ? header : [header]).find((c): c is string => typeof c === 'string' && c.startsWith(`${KNOWN_DEVICE_COOKIE}=`));
    return cookie ? cookie.slice(KNOWN_DEVICE_COOKIE.length + 1).split(';')[0]! : null;
  };

  const fail = async (name: string, from: string, times: number, device?: string) => {
    const statuses: number[] = [];
    for (let i = 0; i < times; i += 1) statuses.push((await login(name, WRONG, from, device)).statusCode);
    return statuses;
  };

  const resetThroughMail = async (user: TestUser, password: string, from: string) => {
    await app.inject({ method: 'POST', url: '/api/users/_forgot-password', payload: { email: user.email } });
    const [mail] = await outbox(app, user.email);
    return app.inject({ method: 'POST', url: '/api/users/_set-password', remoteAddress: from, payload: { token: tokenFrom(mail!.text), password, confirmPassword: password } });
  };

  it('a stranger failing from one address locks only that address: the owner logs in from his', async () => {
    const owner = await createUser(app);
    expect(await fail(owner.username, '198.51.100.1', MAX_FAILED_LOGINS)).toEqual(Array(MAX_FAILED_LOGINS).fill(401));
    const stranger = await login(owner.username, owner.password, '198.51.100.1');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().error).toBe('Too many failed logins. Please try again in 15 minutes.');
    // The owner, elsewhere, by name or by address: neither is locked for him.
    expect((await login(owner.username, owner.password, '203.0.113.20')).statusCode).toBe(200);
    expect((await login(owner.email, owner.password, '203.0.113.20')).statusCode).toBe(200);
    // A name with no account behaves the same, so the lock tells nothing about which names exist.
    const nobody = `nobody_${owner.username}`;
    expect(await fail(nobody, '198.51.100.1', MAX_FAILED_LOGINS + 1)).toEqual([...Array(MAX_FAILED_LOGINS).fill(401), 429]);
  });

  it('a known device passes a lock on its address; another account’s device cookie does not', async () => {
    const owner = await createUser(app);
    const other = await createUser(app);
    const office = '192.0.2.50';
    const first = await login(owner.email, owner.password, office);
    const device = deviceOf(first);
    expect(device).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(String(first.headers['set-cookie'])).toMatch(/; Path=\/api\/users; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
    const otherDevice = deviceOf(await login(other.email, other.password, office));

    // A stranger behind the same office address locks it for the owner's name.
    await fail(owner.email, office, MAX_FAILED_LOGINS);
    expect((await login(owner.email, owner.password, office)).statusCode).toBe(429);
    expect((await login(owner.email, owner.password, office, otherDevice!)).statusCode).toBe(429);
    expect((await login(owner.email, owner.password, office, 'x'.repeat(43))).statusCode).toBe(429);
    // The owner's own browser gets in, and keeps its token (the cookie is sent again for its new expiry).
    const known = await login(owner.email, owner.password, office, device!);
    expect(known.statusCode).toBe(200);
    expect(deviceOf(known)).toBe(device);
  });

  it('a known device has its own failure limit: a stolen cookie does not give endless guesses', async () => {
    const owner = await createUser(app);
    const device = deviceOf(await login(owner.username, owner.password, '192.0.2.60'))!;
    expect(await fail(owner.username, '192.0.2.61', MAX_FAILED_LOGINS + 1, device)).toEqual([...Array(MAX_FAILED_LOGINS).fill(401), 429]);
    expect((await login(owner.username, owner.password, '192.0.2.61', device)).statusCode).toBe(429);
    // The device's failures are its own: the owner's address is not locked by them.
    expect((await login(owner.username, owner.password, '192.0.2.61')).statusCode).toBe(200);
  });

  it('guesses spread over many addresses lock the name for new clients; known devices and the mailed reset link get through', async () => {
    const owner = await createUser(app);
    const device = deviceOf(await login(owner.username, owner.password, '192.0.2.70'))!;
    const addresses = Math.ceil(MAX_FAILED_LOGINS_PER_NAME / MAX_FAILED_LOGINS);
    for (let a = 0; a < addresses; a += 1) await fail(owner.username, `198.51.100.${100 + a}`, MAX_FAILED_LOGINS);
    // Every new client is now held back, the owner from a fresh address too…
    expect((await login(owner.username, owner.password, '203.0.113.77')).statusCode).toBe(429);
    // …but not his known browser, wherever it is.
    expect((await login(owner.username, owner.password, '203.0.113.78', device)).statusCode).toBe(200);

    // The reset link clears every counter of the owner's names and makes the browser that used it known.
    const reset = await resetThroughMail(owner, 'a brand new passphrase 7', '203.0.113.79');
    expect(reset.statusCode).toBe(200);
    const resetDevice = deviceOf(reset);
    expect(resetDevice).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await login(owner.username, 'a brand new passphrase 7', '203.0.113.77')).statusCode).toBe(200);
    // Even the address the stranger locked is free again after the reset.
    expect((await login(owner.username, 'a brand new passphrase 7', '198.51.100.100')).statusCode).toBe(200);
  });

  it('the reset link also frees the one address a stranger locked, for the owner behind it', async () => {
    const owner = await createUser(app);
    const shared = '192.0.2.90';
    await fail(owner.email, shared, MAX_FAILED_LOGINS);
    expect((await login(owner.email, owner.password, shared)).statusCode).toBe(429);
    const reset = await resetThroughMail(owner, 'another new passphrase 8', shared);
    expect(reset.statusCode).toBe(200);
    expect((await login(owner.email, 'another new passphrase 8', shared)).statusCode).toBe(200);
    // The browser that used the link is known from now on: a new lock on the address does not hold it back.
    await fail(owner.email, shared, MAX_FAILED_LOGINS);
    expect((await login(owner.email, 'another new passphrase 8', shared)).statusCode).toBe(429);
    expect((await login(owner.email, 'another new passphrase 8', shared, deviceOf(reset)!)).statusCode).toBe(200);
  });
});
