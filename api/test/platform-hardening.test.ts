import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/database';
import { SESSION_IDLE_MS, SESSION_ABSOLUTE_MS } from '../src/auth/index';
import { REPORTS_PER_MINUTE_PER_IP, REPORTS_PER_MINUTE_PER_SESSION } from '../src/client-errors/routes';
import { MAX_FAILED_LOGINS } from '../src/accounts/login-throttle';
import { describeOnBackends } from './support/backends';
import { bearer, call, createUser, outbox, seedLahman, signupBody, tokenFrom } from './accounts-helpers';
import { API_ONLY_CONFIG } from './support/app-config';

const ADMIN_EMAIL = `hard_admin_${process.pid}@example.com`;
const FAR = '203.0.113.9';

describeOnBackends('platform hardening', (backend) => {
  let app: FastifyInstance;
  let database: Database;
  let now = new Date('2026-11-24T12:00:00Z');

  backend.beforeAll(async () => {
    database = backend.database;
    await seedLahman(database);
    const saved = { ...process.env };
    Object.assign(process.env, { SMTP_URL: '', ADMIN_EMAILS: ADMIN_EMAIL, AUTH_RATE_LIMIT_MAX: '100000', PUBLIC_URL: '' });
    try {
      app = await buildApp({
        config: { ...API_ONLY_CONFIG, partnerOrigins: ['https://partner.example'] },
        database,
        clock: () => now,
      });
    } finally {
      process.env = saved;
    }
  });
  backend.afterAll(() => app.close());

  it('answers the outbox only to this machine or an admin; a forwarded header does not make a request local', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/outbox' })).statusCode).toBe(200);
    for (const url of ['/api/outbox', '/outbox']) {
      expect((await app.inject({ method: 'GET', url, remoteAddress: FAR })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url, remoteAddress: FAR, headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(404);
    }
    const admin = await createUser(app, { email: ADMIN_EMAIL });
    expect((await app.inject({ method: 'GET', url: '/api/outbox', remoteAddress: FAR, headers: bearer(admin.key) })).statusCode).toBe(200);
  });

  it('builds reset links from the listening origin, never from a forged Host header', async () => {
    const user = await createUser(app);
    await app.inject({ method: 'POST', url: '/api/users/_forgot-password', headers: { host: 'evil.example' }, payload: { email: user.email } });
    const [mail] = await outbox(app, user.email);
    expect(mail!.text).not.toContain('evil.example');
    expect(mail!.text).toMatch(/http:\/\/localhost\/forgot-password\?token=/);
  });

  it('rate-limits, scrubs and hides client error reports', async () => {
    const key = 'k'.repeat(43);
    const ok = await app.inject({
      method: 'POST',
      url: '/api/client-errors',
      remoteAddress: '198.51.100.1',
      payload: { message: `failed with Bearer ${key}`, url: '/api/x?token=abc&page=2', requestData: { password: 'hunter22', nested: { apiKey: 'sk_live_1' }, note: 'fine' }, response: { error: 'x' } },
    });
    expect(ok.statusCode).toBe(201);
    const admin = await createUser(app, { email: `b_${ADMIN_EMAIL}` });
    await database.db.execute(sql`update users set is_admin = true where id = ${admin.id}`);
    const { userRowChanged } = await import('../src/auth/index');
    await userRowChanged(admin.id);
    const rows = (await call(app, admin.key, { method: 'GET', url: '/api/client-errors' })).json().data;
    const stored = rows.find((r: { id: number }) => r.id === ok.json().data.id);
    expect(JSON.stringify(stored)).not.toContain(key);
    expect(JSON.stringify(stored)).not.toContain('hunter22');
    expect(JSON.stringify(stored)).not.toContain('sk_live_1');
    expect(JSON.stringify(stored)).not.toContain('token=abc');
    expect(stored.requestData.note).toBe('fine');
    expect((await app.inject({ method: 'GET', url: '/api/client-errors' })).statusCode).toBe(401);
    const plain = await createUser(app);
    expect((await call(app, plain.key, { method: 'GET', url: '/api/client-errors' })).statusCode).toBe(403);

    const statuses: number[] = [];
    for (let i = 0; i < REPORTS_PER_MINUTE_PER_IP + 1; i += 1) {
      statuses.push((await app.inject({ method: 'POST', url: '/api/client-errors', remoteAddress: '198.51.100.2', payload: { message: 'loop' } })).statusCode);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(REPORTS_PER_MINUTE_PER_IP);
    expect(statuses.at(-1)).toBe(429);
    // Per session: a signed-in sender hopping addresses is still held to its own limit.
    const sender = await createUser(app);
    const bySession: number[] = [];
    for (let i = 0; i < REPORTS_PER_MINUTE_PER_SESSION + 1; i += 1) {
      bySession.push((await app.inject({ method: 'POST', url: '/api/client-errors', remoteAddress: `198.51.100.${10 + i}`, headers: bearer(sender.key), payload: { message: 'loop' } })).statusCode);
    }
    expect(bySession.at(-1)).toBe(429);
  });

  it('lets a partner page read the server clock (the widget countdown), and no other origin', async () => {
    const partner = await app.inject({ method: 'GET', url: '/api/time', headers: { origin: 'https://partner.example' } });
    expect(partner.statusCode).toBe(200);
    expect(partner.headers['access-control-allow-origin']).toBe('https://partner.example');
    const stranger = await app.inject({ method: 'GET', url: '/api/time', headers: { origin: 'https://evil.example' } });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    // The partner origin reaches only the widget's paths, not the rest of the API.
    const profile = await app.inject({ method: 'GET', url: '/api/users/me', headers: { origin: 'https://partner.example' } });
    expect(profile.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends security headers: CSP without inline scripts, no framing of app pages, partners frame only GOTD', async () => {
    const page = await app.inject({ method: 'GET', url: '/profile' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['strict-transport-security']).toBeUndefined();
    const gotd = await app.inject({ method: 'GET', url: '/game-of-the-day' });
    expect(String(gotd.headers['content-security-policy'])).toMatch(/frame-ancestors https:\/\/partner\.example/);
    expect(gotd.headers['x-frame-options']).toBeUndefined();
  });

  it('ends idle and too-old sessions', async () => {
    const user = await createUser(app);
    now = new Date(now.getTime() + SESSION_IDLE_MS - 60_000);
    expect((await call(app, user.key, { method: 'GET', url: '/api/users/me' })).statusCode).toBe(200);
    now = new Date(now.getTime() + SESSION_IDLE_MS + 60_000);
    expect((await call(app, user.key, { method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);

    const busy = await createUser(app);
    const start = now.getTime();
    while (now.getTime() + 20 * 86_400_000 - start < SESSION_ABSOLUTE_MS) {
      now = new Date(now.getTime() + 20 * 86_400_000);
      expect((await call(app, busy.key, { method: 'GET', url: '/api/users/me' })).statusCode).toBe(200);
    }
    now = new Date(start + SESSION_ABSOLUTE_MS + 60_000);
    expect((await call(app, busy.key, { method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
  });

  it('needs the current password to change the e-mail and tells the old address', async () => {
    const user = await createUser(app);
    const newEmail = `moved_${user.username}@example.com`;
    const without = await call(app, user.key, { method: 'PUT', url: '/api/users/', payload: { email: newEmail } });
    expect(without.statusCode).toBe(400);
    expect(without.json().errors.currentPassword).toBe('Please enter your current password to change your email');
    const wrong = await call(app, user.key, { method: 'PUT', url: '/api/users/', payload: { email: newEmail, currentPassword: 'not it at all' } });
    expect(wrong.statusCode).toBe(400);
    const ok = await call(app, user.key, { method: 'PUT', url: '/api/users/', payload: { email: newEmail, currentPassword: user.password } });
    expect(ok.statusCode).toBe(200);
    const [notice] = await outbox(app, user.email);
    expect(notice!.text).toContain(newEmail);
  });

  it('revokes reset links on a password change, and every session on a reset', async () => {
    const user = await createUser(app);
    await app.inject({ method: 'POST', url: '/api/users/_forgot-password', payload: { email: user.email } });
    const token = tokenFrom((await outbox(app, user.email))[0]!.text);
    const changed = await call(app, user.key, { method: 'PUT', url: '/api/users/password', payload: { currentPassword: user.password, newPassword: 'pitching wedge lantern', confirmPassword: 'pitching wedge lantern' } });
    expect(changed.statusCode).toBe(200);
    const reset = await app.inject({ method: 'POST', url: '/api/users/_set-password', payload: { token, password: 'another long phrase 9', confirmPassword: 'another long phrase 9' } });
    expect(reset.statusCode).toBe(400);
    expect((await call(app, user.key, { method: 'GET', url: '/api/users/me' })).statusCode).toBe(200);
  });

  it('refuses passwords that are easy to guess, with the reason', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/users/signup', payload: signupBody({ password: 'password1234', confirmPassword: 'password1234' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.password).toMatch(/^This password is too easy to guess\./);
  });

  it('locks an account name for a client after repeated failures, the same for names with and without an account', async () => {
    const user = await createUser(app);
    for (const name of [user.email, `nobody_${user.username}@example.com`]) {
      const statuses: number[] = [];
      for (let i = 0; i < MAX_FAILED_LOGINS; i += 1) {
        statuses.push((await app.inject({ method: 'POST', url: '/api/users/login', remoteAddress: '192.0.2.1', payload: { email: name, password: 'wrong guess here' } })).statusCode);
      }
      expect(statuses).toEqual(Array(MAX_FAILED_LOGINS).fill(401));
      // Other clients are not locked by these failures (login-lockout.test.ts).
      const locked = await app.inject({ method: 'POST', url: '/api/users/login', remoteAddress: '192.0.2.1', payload: { email: name, password: user.password } });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().error).toMatch(/^Too many failed logins/);
    }
  });

  it('keeps one session per user in the database itself', async () => {
    const user = await createUser(app);
    await expect(database.db.execute(sql`insert into sessions (user_id, key_hash) values (${user.id}, ${`dup-${user.id}`})`)).rejects.toThrow();
  });

  it('opens one stream per realtime ticket', async () => {
    const user = await createUser(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const { ticket } = (await call(app, user.key, { method: 'POST', url: '/api/realtime/ticket' })).json().data;
    const first = new AbortController();
    const opened = await fetch(`${base}/api/realtime/stream?ticket=${encodeURIComponent(ticket)}`, { signal: first.signal });
    expect(opened.status).toBe(200);
    const again = await fetch(`${base}/api/realtime/stream?ticket=${encodeURIComponent(ticket)}`);
    expect(again.status).toBe(401);
    first.abort();
  });
});
