import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/database';
import { describeOnBackends } from './support/backends';
import { SIGNUP_MAIL_SENT } from '@bb/contract';
import { call, createUser, multipart, outbox, PEOPLE, PNG, seedLahman, signupBody, tokenFrom, type TestUser } from './accounts-helpers';
import { API_ONLY_CONFIG } from './support/app-config';

const UNAUTH = 'Unauthenticated or other device logged in!';
const ADMIN_EMAIL = `admin_${process.pid}@example.com`;

async function makeApp(database: Database, env: Record<string, string | undefined>): Promise<FastifyInstance> {
  const saved = { ADMIN_EMAILS: process.env.ADMIN_EMAILS, AUTH_RATE_LIMIT_MAX: process.env.AUTH_RATE_LIMIT_MAX, SMTP_URL: process.env.SMTP_URL };
  Object.assign(process.env, { SMTP_URL: '' });
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  try {
    // trustProxy: the rate-limit test tells clients apart by X-Forwarded-For, as behind our proxy.
    return await buildApp({ config: { ...API_ONLY_CONFIG, trustProxy: 1 }, database });
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

describeOnBackends('accounts', (backend) => {
  let app: FastifyInstance;
  let database: Database;

  backend.beforeAll(async () => {
    database = backend.database;
    await seedLahman(database);
    app = await makeApp(database, { ADMIN_EMAILS: ` Someone@else.org , ${ADMIN_EMAIL.toUpperCase()}`, AUTH_RATE_LIMIT_MAX: '100000' });
  });
  backend.afterAll(() => app.close());

  const it = (name: string, fn: () => Promise<void>, timeout?: number) => backend.it(name, fn, timeout ?? 20_000);

  const signup = (body: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/users/signup', payload: body });
  const me = (key: string) => call(app, key, { method: 'GET', url: '/api/users/me' });

  it('signup answers the form messages verbatim', async () => {
    const year = new Date().getUTCFullYear();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ firstName: '' }, 'You need to enter first name'],
      [{ lastName: '   ' }, 'You need to enter last name'],
      [{ username: '' }, 'You need to enter username'],
      [{ email: '' }, 'You need to enter email'],
      [{ password: '', confirmPassword: '' }, 'You need to enter password'],
      [{ dateOfBirth: '' }, 'You need to enter date of birth'],
      [{ email: 'not-an-email' }, 'Invalid email address'],
      [{ email: 'a@b' }, 'Invalid email address'],
      [{ password: 'short', confirmPassword: 'short' }, 'Must be atleast 8 characters'],
      [{ username: 'ab' }, 'Must be atleast 3 characters'],
      [{ username: 'has space' }, 'space_not_allowed'],
      [{ username: 'a#b+c' }, 'special_chars_not_allowed'],
      [{ dateOfBirth: '31/02/2000' }, 'Invalid Date'],
      [{ dateOfBirth: '2000-01-01' }, 'Invalid Date'],
      [{ dateOfBirth: '01/01/1899' }, 'Invalid Date'],
      [{ dateOfBirth: `01/01/${year + 1}` }, 'Only date till current year are allowed'],
      [{ confirmPassword: 'something else' }, 'Passwords do not match'],
      [{ favoriteTeams: Array.from({ length: 11 }, (_, i) => `T${i}`) }, 'Only 10 values are allowed'],
    ];
    const now = new Date();
    const tomorrow = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
    if (tomorrow.getUTCFullYear() === year) {
      const dd = String(tomorrow.getUTCDate()).padStart(2, '0');
      const mm = String(tomorrow.getUTCMonth() + 1).padStart(2, '0');
      cases.push([{ dateOfBirth: `${dd}/${mm}/${year}` }, 'Invalid date of birth']);
    }
    for (const [overrides, message] of cases) {
      const res = await signup(signupBody(overrides));
      expect({ overrides, status: res.statusCode, error: res.json().error }).toEqual({ overrides, status: 400, error: message });
    }
    // A wrong type or an unknown field is a 400 from the schema, never a 500.
    for (const bad of [{ firstName: 42 }, { extra: true }, { favoriteTeams: 'NYA' }]) {
      const res = await signup(signupBody(bad));
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
  });

  it('refuses a taken username with 409; a known e-mail gets the same answer as a new one and its owner a note', async () => {
    const first = await createUser(app);
    const sameName = await signup(signupBody({ username: first.username.toUpperCase() }));
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({ error: 'This username is already taken' });

    const fresh = await signup(signupBody());
    const sameEmail = await signup(signupBody({ email: first.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(fresh.statusCode);
    expect(sameEmail.statusCode).toBe(202);
    expect(sameEmail.json()).toEqual(fresh.json());
    expect(sameEmail.json()).toEqual({ data: { message: SIGNUP_MAIL_SENT } });
    // The owner hears of it; no second account can come of it (no link was sent).
    const [note] = await outbox(app, first.email);
    expect(note!.subject).toBe('Someone tried to sign up with your e-mail address');
    expect(note!.text).toContain('http://localhost/forgot-password');
    expect(note!.text).not.toMatch(/token=/);
  });

  it('a sign-up becomes an account only through the mailed link: once, logged in, and not if the name or address was taken meanwhile', async () => {
    const body = signupBody();
    expect((await signup(body)).statusCode).toBe(202);
    expect((await app.inject({ method: 'POST', url: '/api/users/login', payload: { email: body.email, password: body.password } })).statusCode).toBe(401);
    const [mail] = await outbox(app, String(body.email), 1, { signupLinks: true });
    expect(mail!.subject).toBe('Finish signing up for Diamond Dice');
    const token = tokenFrom(mail!.text);
    expect(mail!.text).toContain(`http://localhost/signup?token=${token}`);

    const confirm = (t: string) => app.inject({ method: 'POST', url: '/api/users/signup/confirm', payload: { token: t } });
    const done = await confirm(token);
    expect(done.statusCode).toBe(201);
    const record = done.json().data;
    expect(record.user).toMatchObject({ username: body.username, email: body.email, firstName: 'Ada' });
    expect((await me(record.api_key.key)).statusCode).toBe(200);
    expect((await confirm(token)).json()).toEqual({ error: 'This sign-up link is no longer valid. Please sign up again.' });
    expect((await confirm('not-a-token')).statusCode).toBe(400);

    // Two pending sign-ups for one address: the first link wins, the second finds the address taken.
    const twin = signupBody();
    await signup(twin);
    await signup({ ...signupBody(), email: twin.email });
    const [second, firstMail] = await outbox(app, String(twin.email), 2, { signupLinks: true });
    expect((await confirm(tokenFrom(firstMail!.text))).statusCode).toBe(201);
    const late = await confirm(tokenFrom(second!.text));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: 'An account with this email already exists' });
  });

  it('logs in by email or username and answers the stored auth record exactly', async () => {
    const user = await createUser(app);
    for (const body of [{ email: user.email, password: user.password }, { email: user.username.toUpperCase(), password: user.password }, { username: user.username, password: user.password }]) {
      const res = await app.inject({ method: 'POST', url: '/api/users/login', payload: body });
      expect(res.statusCode).toBe(200);
      const record = res.json().data;
      expect(Object.keys(record).sort()).toEqual(['api_key', 'isGotdGuestUser', 'user']);
      expect(Object.keys(record.user).sort()).toEqual(['email', 'firstName', 'id', 'isSubscribed', 'lastName', 'plan', 'subscription', 'thumbnail_url', 'username'].sort());
      expect(record).toEqual({
        api_key: { key: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
        user: { id: user.id, username: user.username, email: user.email, firstName: 'Ada', lastName: 'Lovelace', thumbnail_url: null, isSubscribed: false, plan: null, subscription: null },
        isGotdGuestUser: false,
      });
    }
    const wrong = await app.inject({ method: 'POST', url: '/api/users/login', payload: { email: user.email, password: 'wrong password!' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Invalid username/email or password' });
    const unknown = await app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'nobody@example.com', password: 'whatever123' } });
    expect(unknown.json()).toEqual(wrong.json());
    // Keys are stored hashed, never as sent.
    const stored = (await database.db.execute(sql`select key_hash from sessions`)) as unknown as { rows: Array<{ key_hash: string }> };
    expect(stored.rows.some((r) => r.key_hash === user.key)).toBe(false);
  });

  it('keeps one active session per user: a new login ends the old key with 401', async () => {
    const user = await createUser(app);
    expect((await me(user.key)).statusCode).toBe(200);
    const again = (await app.inject({ method: 'POST', url: '/api/users/login', payload: { email: user.email, password: user.password } })).json().data;
    const old = await me(user.key);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ error: UNAUTH });
    expect((await me(again.api_key.key)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/users/me' })).json()).toEqual({ error: UNAUTH });
    expect((await app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: 'Basic abc' } })).statusCode).toBe(401);
  });

  it('logs out only its own session', async () => {
    const user = await createUser(app);
    const other = await createUser(app);
    const foreign = await call(app, user.key, { method: 'POST', url: `/api/users/logout/${other.id}` });
    expect(foreign.statusCode).toBe(403);
    expect((await me(other.key)).statusCode).toBe(200);
    const res = await call(app, user.key, { method: 'POST', url: `/api/users/logout/${user.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { message: 'Logged out successfully!' } });
    expect((await me(user.key)).statusCode).toBe(401);
  });

  it('resets a forgotten password through the outbox: link works once, expires, unknown emails look the same', async () => {
    const user = await createUser(app, { firstName: '<b>Eve</b>' });
    const before = (await outbox(app)).length;
    const unknown = await app.inject({ method: 'POST', url: '/api/users/_forgot-password', payload: { email: 'nobody-here@example.com' } });
    expect(unknown.statusCode).toBe(200);
    expect((await outbox(app)).length).toBe(before);
    const known = await app.inject({ method: 'POST', url: '/api/users/_forgot-password', payload: { email: user.email.toUpperCase() } });
    expect(known.json()).toEqual(unknown.json());
    const [mail] = await outbox(app, user.email);
    expect(mail!.to).toBe(user.email);
    const token = tokenFrom(mail!.text);
    // Not listening (inject): the origin has no port; a forged Host never shows up (platform-hardening.test.ts).
    expect(mail!.text).toContain(`http://localhost/forgot-password?token=${token}`);

    const page = await app.inject({ method: 'GET', url: '/outbox' });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain(`<a href="http://localhost/forgot-password?token=${token}">`);
    expect(page.body).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(page.body).not.toContain('<b>Eve</b>');

    const mismatch = await app.inject({ method: 'POST', url: '/api/users/_set-password', payload: { token, password: 'brand new passphrase 7', confirmPassword: 'other' } });
    expect(mismatch.json()).toEqual({ error: 'Passwords do not match', errors: { confirmPassword: 'Passwords do not match' } });
    const done = await app.inject({ method: 'POST', url: '/api/users/_set-password', payload: { token, password: 'brand new passphrase 7', confirmPassword: 'brand new passphrase 7' } });
    expect(done.statusCode).toBe(200);
    expect((await me(user.key)).statusCode).toBe(401);
    const reused = await app.inject({ method: 'POST', url: '/api/users/_set-password', payload: { token, password: 'another new pass' } });
    expect(reused.statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/users/login', payload: { email: user.email, password: user.password } })).statusCode).toBe(401);
    const login = await app.inject({ method: 'POST', url: '/api/users/login', payload: { email: user.email, password: 'brand new passphrase 7' } });
    expect(login.statusCode).toBe(200);

    // Logged in: _reset-password mails a fresh link; an expired one is refused.
    const key = login.json().data.api_key.key;
    const sent = await call(app, key, { method: 'POST', url: '/api/users/_reset-password' });
    expect(sent.statusCode).toBe(200);
    const [second] = await outbox(app, user.email, 2);
    expect(second!.to).toBe(user.email);
    const token2 = tokenFrom(second!.text);
    expect(token2).not.toBe(token);
    await database.db.execute(sql`update password_resets set expires_at = now() - interval '1 minute' where used_at is null`);
    const expired = await app.inject({ method: 'POST', url: '/api/users/_set-password', payload: { token: token2, password: 'too late passphrase 4' } });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe('This password reset link is invalid or has expired');
    expect((await call(app, null, { method: 'POST', url: '/api/users/_reset-password' })).statusCode).toBe(401);
  });

  it('changes the password of a logged-in user (current + new)', async () => {
    const user = await createUser(app);
    const url = '/api/users/password';
    const wrong = await call(app, user.key, { method: 'PUT', url, payload: { currentPassword: 'not it at all', newPassword: 'new passphrase river 1' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('Your current password is not correct');
    const mismatch = await call(app, user.key, { method: 'PUT', url, payload: { currentPassword: user.password, newPassword: 'new passphrase river 1', confirmPassword: 'x' } });
    expect(mismatch.json().error).toBe('Passwords do not match');
    const short = await call(app, user.key, { method: 'PUT', url, payload: { currentPassword: user.password, newPassword: 'short' } });
    expect(short.json().error).toBe('Must be atleast 8 characters');
    const ok = await call(app, user.key, { method: 'PUT', url, payload: { currentPassword: user.password, newPassword: 'new passphrase river 1', confirmPassword: 'new passphrase river 1' } });
    expect(ok.statusCode).toBe(200);
    expect((await me(user.key)).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/users/login', payload: { email: user.email, password: user.password } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/users/login', payload: { email: user.email, password: 'new passphrase river 1' } })).statusCode).toBe(200);
  });

  it('reads and updates the profile; nothing changed is refused with the spec text', async () => {
    const user = await createUser(app);
    const profile = (await me(user.key)).json().data;
    expect(profile).toMatchObject({ id: user.id, username: user.username, dateOfBirth: '10/12/1990', favoriteTeams: ['NYA'], isAdmin: false, isGotdGuestUser: false });
    const put = (payload: unknown) => call(app, user.key, { method: 'PUT', url: '/api/users/', payload: payload as Record<string, unknown> });
    for (const same of [{}, { firstName: 'Ada', dateOfBirth: '10/12/1990', favoriteTeams: ['NYA'] }]) {
      const res = await put(same);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'You have not updated any information' });
    }
    expect((await put({ dateOfBirth: '32/01/1990' })).json().error).toBe('Invalid Date');
    expect((await put({ email: 'nope' })).json().error).toBe('Invalid email address');
    const other = await createUser(app);
    const taken = await put({ username: other.username });
    expect(taken.statusCode).toBe(409);
    const updated = await put({ firstName: 'Augusta', dateOfBirth: '01/02/1985', favoriteTeams: ['BRO', 'NYA'] });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ firstName: 'Augusta', dateOfBirth: '01/02/1985', favoriteTeams: ['BRO', 'NYA'] });
    expect((await me(user.key)).json().data.firstName).toBe('Augusta');
    expect((await me(other.key)).json().data.firstName).toBe('Ada');
  });

  it('uploads a profile image (sniffed png), refuses non-images and files of 5 MB', async () => {
    const user = await createUser(app);
    const upload = (parts: ReturnType<typeof multipart>) => call(app, user.key, { method: 'POST', url: '/api/users/image', ...parts });
    const ok = await upload(multipart('me.bin', 'application/octet-stream', PNG));
    expect(ok.statusCode).toBe(201);
    const url = ok.json().data.thumbnail_url as string;
    expect(url).toMatch(new RegExp(`^/api/users/${user.id}/image\\?v=\\d+$`));
    const image = await app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect((await me(user.key)).json().data.thumbnail_url).toBe(url);

    const text = await upload(multipart('evil.png', 'image/png', Buffer.from('<script>alert(1)</script>')));
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toBe('Only png, jpeg, gif or webp images are allowed');
    const big = await upload(multipart('big.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])));
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual({ error: 'Please upload a image less then 5mb' });
    const notMultipart = await call(app, user.key, { method: 'POST', url: '/api/users/image', payload: { image: 'x' } });
    expect(notMultipart.statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/users/image', ...multipart('a.png', 'image/png', PNG) })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/users/999999/image' })).statusCode).toBe(404);
  }, 30_000);

  it('creates GOTD guest accounts with their own session', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/users/gotd-guest' });
    expect(res.statusCode).toBe(201);
    const record = res.json().data;
    expect(record.isGotdGuestUser).toBe(true);
    expect(record.user.email).toBe('');
    expect(record.api_key.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await me(record.api_key.key)).json().data.isGotdGuestUser).toBe(true);
    const second = (await app.inject({ method: 'POST', url: '/api/users/gotd-guest' })).json().data;
    expect(second.user.id).not.toBe(record.user.id);
    // Guests cannot use the full account's features, nor log in by password.
    expect((await call(app, record.api_key.key, { method: 'GET', url: '/api/favorites/players?playerType=B&page=1' })).statusCode).toBe(403);
    expect((await call(app, record.api_key.key, { method: 'PUT', url: '/api/users/', payload: { firstName: 'X' } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/users/login', payload: { username: record.user.username, password: '!unusable' } })).statusCode).toBe(401);
  });

  it('answers the admin flag from ADMIN_EMAILS, own id only', async () => {
    const admin = await createUser(app, { email: ADMIN_EMAIL });
    const plain = await createUser(app);
    expect((await call(app, admin.key, { method: 'GET', url: `/api/users/${admin.id}/user-status` })).json()).toEqual({ data: { isAdmin: true } });
    expect((await call(app, plain.key, { method: 'GET', url: `/api/users/${plain.id}/user-status` })).json()).toEqual({ data: { isAdmin: false } });
    const foreign = await call(app, plain.key, { method: 'GET', url: `/api/users/${admin.id}/user-status` });
    expect(foreign.statusCode).toBe(403);
    expect(typeof foreign.json().error).toBe('string');
    expect((await app.inject({ method: 'GET', url: `/api/users/${plain.id}/user-status` })).statusCode).toBe(401);
    expect((await call(app, plain.key, { method: 'GET', url: '/api/users/abc/user-status' })).statusCode).toBe(400);
  });

  it('keeps sound and ratings preferences (sound off by default), own id only', async () => {
    const user = await createUser(app);
    const other = await createUser(app);
    const prefs = (u: TestUser) => call(app, u.key, { method: 'GET', url: `/api/users/${u.id}/preferences` });
    expect((await prefs(user)).json()).toEqual({ data: { sound: 'off', ratingsFlag: false } });
    const on = await call(app, user.key, { method: 'PUT', url: `/api/users/${user.id}/preferences`, payload: { sound: 'on' } });
    expect(on.json()).toEqual({ data: { sound: 'on', ratingsFlag: false } });
    const ratings = await call(app, user.key, { method: 'PUT', url: `/api/users/${user.id}/ratings-status`, payload: { ratingsFlag: true } });
    expect(ratings.statusCode).toBe(200);
    expect((await prefs(user)).json()).toEqual({ data: { sound: 'on', ratingsFlag: true } });
    expect((await call(app, user.key, { method: 'PUT', url: `/api/users/${user.id}/preferences`, payload: { sound: 'loud' } })).statusCode).toBe(400);
    expect((await call(app, user.key, { method: 'PUT', url: `/api/users/${user.id}/ratings-status`, payload: { ratingsFlag: 'true' } })).statusCode).toBe(400);
    // Another user's id: 403, and their preferences stay.
    for (const req of [
      { method: 'GET' as const, url: `/api/users/${other.id}/preferences` },
      { method: 'PUT' as const, url: `/api/users/${other.id}/preferences`, payload: { sound: 'on' } },
      { method: 'PUT' as const, url: `/api/users/${other.id}/ratings-status`, payload: { ratingsFlag: true } },
    ]) {
      expect((await call(app, user.key, req)).statusCode).toBe(403);
    }
    expect((await prefs(other)).json()).toEqual({ data: { sound: 'off', ratingsFlag: false } });
  });

  it('keeps favorite players paged by type, validated against lahman_people', async () => {
    const user = await createUser(app);
    const other = await createUser(app);
    const add = (u: TestUser, payload: Record<string, unknown>) => call(app, u.key, { method: 'POST', url: '/api/favorites/players', payload });
    for (const [i, p] of PEOPLE.entries()) {
      const res = await add(user, { playerId: p.playerID, year: 1950, position: (i % 9) + 1, customTeamId: null, playerType: 'B' });
      expect(res.statusCode).toBe(201);
    }
    const again = await add(user, { playerId: PEOPLE[0]!.playerID, year: 1950, position: 1, playerType: 'B' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ playerId: PEOPLE[0]!.playerID, position: 1, customTeamId: '0', firstName: 'First0', lastName: 'Last0' });
    expect((await add(user, { playerId: PEOPLE[0]!.playerID, position: 1, customTeamId: 'team7', playerType: 'P' })).statusCode).toBe(201);
    const unknown = await add(user, { playerId: 'nobody99', position: 1, playerType: 'B' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Player not found' });
    expect((await add(user, { playerId: PEOPLE[1]!.playerID, position: 11, playerType: 'B' })).statusCode).toBe(400);

    const list = (u: TestUser, query: string) => call(app, u.key, { method: 'GET', url: `/api/favorites/players?${query}` });
    const page1 = (await list(user, 'playerType=B&page=1')).json().data;
    expect(page1.players).toHaveLength(10);
    expect(page1.pagination).toEqual({ currentPage: 1, totalPages: 2, totalItems: 12, pageSize: 10 });
    const page2 = (await list(user, 'playerType=B&page=2&isGuest=true')).json().data;
    expect(page2.players).toHaveLength(2);
    const ids = [...page1.players, ...page2.players].map((p: { playerId: string }) => p.playerId);
    expect(new Set(ids).size).toBe(12);
    const pitchers = (await list(user, 'playerType=P')).json().data;
    expect(pitchers.players).toEqual([expect.objectContaining({ playerId: PEOPLE[0]!.playerID, customTeamId: 'team7', playerType: 'P' })]);
    expect((await list(other, 'playerType=B&page=1')).json().data.pagination.totalItems).toBe(0);
    expect((await list(user, 'page=0')).statusCode).toBe(400);

    const del = (u: TestUser, path: string) => call(app, u.key, { method: 'DELETE', url: `/api/favorites/players/${path}` });
    expect((await del(other, `${PEOPLE[0]!.playerID}/1/0`)).statusCode).toBe(404);
    const removed = await del(user, `${PEOPLE[0]!.playerID}/1/0`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ data: { playerId: PEOPLE[0]!.playerID, position: 1, customTeamId: '0' } });
    expect((await del(user, `${PEOPLE[0]!.playerID}/1/0`)).statusCode).toBe(404);
    expect((await list(user, 'playerType=B')).json().data.pagination.totalItems).toBe(11);
  });

  it('keeps favorite teams paged, validated against lahman_teams', async () => {
    const user = await createUser(app);
    const other = await createUser(app);
    const add = (u: TestUser, payload: Record<string, unknown>) => call(app, u.key, { method: 'POST', url: '/api/favorites/teams', payload });
    const created = await add(user, { teamId: 'NYA', year: 1927 });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ teamId: 'NYA', year: 1927, name: 'New York Yankees', leagueId: 'AL', wins: 100, losses: 54 });
    expect((await add(user, { teamId: 'NYA', year: 1927 })).statusCode).toBe(200);
    expect((await add(user, { teamId: 'BRO', year: 1955 })).statusCode).toBe(201);
    const unknown = await add(user, { teamId: 'NYA', year: 1928 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Team not found' });
    const list = (u: TestUser, q = 'isReguar=true&page=1') => call(app, u.key, { method: 'GET', url: `/api/favorites/teams?${q}` });
    const data = (await list(user)).json().data;
    expect(data.pagination).toEqual({ currentPage: 1, totalPages: 1, totalItems: 2, pageSize: 10 });
    expect(data.teams.map((t: { teamId: string }) => t.teamId).sort()).toEqual(['BRO', 'NYA']);
    expect((await list(user, 'isReguar=false')).json().data.teams).toEqual([]);
    expect((await list(user, 'isReguar=maybe')).statusCode).toBe(400);
    const id = created.json().data.id as number;
    expect((await call(app, other.key, { method: 'DELETE', url: `/api/favorites/teams/${id}` })).statusCode).toBe(404);
    const removed = await call(app, user.key, { method: 'DELETE', url: `/api/favorites/teams/${id}` });
    expect(removed.json()).toEqual({ data: { id } });
    expect((await list(user)).json().data.pagination.totalItems).toBe(1);
  });

  it('rate-limits login, signup and password routes per IP with a 429 { error }', async () => {
    const limited = await makeApp(database, { AUTH_RATE_LIMIT_MAX: undefined });
    try {
      const headers = { 'x-forwarded-for': '203.0.113.9' };
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        // A name per try: the per-account lock (platform-hardening.test.ts) would answer first.
        const res = await limited.inject({ method: 'POST', url: '/api/users/login', headers, payload: { email: `x${i}@example.com`, password: 'whatever123' } });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expect(res.json().error).toMatch(/^Too many requests/);
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
      // Another address still gets through.
      expect((await limited.inject({ method: 'POST', url: '/api/users/login', headers: { 'x-forwarded-for': '203.0.113.10' }, payload: { email: 'y@example.com', password: 'whatever123' } })).statusCode).toBe(401);
      for (let i = 0; i < 10; i += 1) await limited.inject({ method: 'POST', url: '/api/users/_forgot-password', headers, payload: { email: 'x@example.com' } });
      expect((await limited.inject({ method: 'POST', url: '/api/users/_forgot-password', headers, payload: { email: 'x@example.com' } })).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  }, 30_000);

  it('lists every accounts route with its schemas in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const paths = doc.paths as Record<string, Record<string, { requestBody?: unknown; parameters?: unknown[] }>>;
    expect(paths['/api/users/signup']!.post!.requestBody).toBeDefined();
    expect(paths['/api/users/login']!.post!.requestBody).toBeDefined();
    expect(paths['/api/users/logout/{id}']!.post!.parameters).toHaveLength(1);
    expect(paths['/api/users/']!.put!.requestBody).toBeDefined();
    expect(paths['/api/favorites/players']!.get!.parameters!.length).toBeGreaterThanOrEqual(2);
    expect(paths['/api/favorites/teams']!.get!.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'isReguar', in: 'query' })]));
    for (const path of ['/api/users/{id}/preferences', '/api/users/{id}/ratings-status', '/api/users/{id}/user-status', '/api/favorites/players/{playerId}/{position}/{customTeamId}', '/api/favorites/teams/{id}', '/api/users/_forgot-password', '/api/users/_set-password', '/api/users/_reset-password', '/api/users/password', '/api/users/image', '/api/users/gotd-guest', '/api/users/me', '/api/outbox']) {
      expect({ path, listed: path in paths }).toEqual({ path, listed: true });
    }
  });

  it('survives hostile input on every accounts route: no 500, no change to another user', async () => {
    const victim = await createUser(app, { email: `victim_${process.pid}_${backend.name}@example.com` });
    await call(app, victim.key, { method: 'POST', url: '/api/favorites/teams', payload: { teamId: 'NYA', year: 1927 } });
    await call(app, victim.key, { method: 'POST', url: '/api/favorites/players', payload: { playerId: PEOPLE[3]!.playerID, position: 2, playerType: 'B' } });
    const snapshot = async () => ({
      me: (await me(victim.key)).json(),
      prefs: (await call(app, victim.key, { method: 'GET', url: `/api/users/${victim.id}/preferences` })).json(),
      players: (await call(app, victim.key, { method: 'GET', url: '/api/favorites/players?playerType=B' })).json(),
      teams: (await call(app, victim.key, { method: 'GET', url: '/api/favorites/teams?isReguar=true' })).json(),
    });
    const before = await snapshot();
    const attacker = await createUser(app);

    const strings = [
      'x'.repeat(20_000), "' OR 1=1 --", '"; DROP TABLE users; --', '<script>alert(1)</script>', '../../../etc/passwd', '..%2f..%2fetc%2fpasswd',
      'a\u0000b', '\u202e\u0301\ud83d\ude00'.repeat(30), '\ud800', 'Ω̃ ﷽', String(victim.id), victim.email, victim.username, '', ' ', '%00', '${7*7}{{7*7}}',
    ];
    const values: unknown[] = [...strings, 42, -1, 1e308, 3.5, true, null, [], {}, [victim.id], { $ne: null }];
    const routes: Array<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; fields: string[] }> = [
      { method: 'POST', url: '/api/users/signup', fields: ['firstName', 'lastName', 'username', 'email', 'password', 'confirmPassword', 'dateOfBirth', 'favoriteTeams'] },
      { method: 'POST', url: '/api/users/login', fields: ['email', 'username', 'password'] },
      { method: 'POST', url: `/api/users/logout/${victim.id}`, fields: [] },
      { method: 'POST', url: '/api/users/_forgot-password', fields: ['email'] },
      { method: 'POST', url: '/api/users/_set-password', fields: ['token', 'password', 'confirmPassword'] },
      { method: 'POST', url: '/api/users/_reset-password', fields: [] },
      { method: 'PUT', url: '/api/users/password', fields: ['currentPassword', 'newPassword', 'confirmPassword'] },
      { method: 'PUT', url: '/api/users/', fields: ['firstName', 'lastName', 'username', 'email', 'dateOfBirth', 'favoriteTeams', 'id'] },
      { method: 'GET', url: '/api/users/me', fields: [] },
      { method: 'GET', url: `/api/users/${victim.id}/user-status`, fields: [] },
      { method: 'GET', url: `/api/users/${victim.id}/preferences`, fields: [] },
      { method: 'PUT', url: `/api/users/${victim.id}/preferences`, fields: ['sound'] },
      { method: 'PUT', url: `/api/users/${attacker.id}/preferences`, fields: ['sound', 'id', 'userId'] },
      { method: 'PUT', url: `/api/users/${victim.id}/ratings-status`, fields: ['ratingsFlag'] },
      { method: 'POST', url: '/api/favorites/players', fields: ['playerId', 'year', 'position', 'customTeamId', 'playerType', 'userId'] },
      { method: 'POST', url: '/api/favorites/teams', fields: ['teamId', 'year', 'userId'] },
      { method: 'POST', url: '/api/users/image', fields: ['image'] },
      { method: 'GET', url: '/api/outbox', fields: [] },
    ];
    const problems: string[] = [];
    const check = async (label: string, res: { statusCode: number; headers: Record<string, unknown>; json(): unknown; body: string }) => {
      if (res.statusCode >= 500) problems.push(`${label} → ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (res.statusCode >= 400 && String(res.headers['content-type']).startsWith('application/json')) {
        const body = res.json() as { error?: unknown };
        if (typeof body.error !== 'string') problems.push(`${label} → ${res.statusCode} without { error }`);
      }
    };
    const base = { email: 'fuzz@example.com', password: 'fuzzing password', sound: 'on', ratingsFlag: true, playerId: PEOPLE[3]!.playerID, position: 2, playerType: 'B', teamId: 'NYA', year: 1927 };
    for (const route of routes) {
      for (const key of [attacker.key, null]) {
        // Whole-body oddities.
        for (const payload of ['{"a":', '[]', 'null', '"str"', JSON.stringify({ ...base, extra: 1 })]) {
          const res = await call(app, key, { method: route.method, url: route.url, payload, headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' } });
          await check(`${route.method} ${route.url} body ${payload.slice(0, 20)}`, res);
        }
        for (const field of route.fields) {
          for (const value of values) {
            const payload = JSON.stringify({ ...Object.fromEntries(route.fields.map((f) => [f, (base as Record<string, unknown>)[f] ?? 'x'])), [field]: value });
            const res = await call(app, key, { method: route.method, url: route.url, payload, headers: { 'content-type': 'application/json' } });
            await check(`${route.method} ${route.url} ${field}=${JSON.stringify(value)?.slice(0, 30)}`, res);
          }
        }
      }
    }
    // Hostile path segments, query strings and headers.
    const segments = ['abc', '-1', '99999999999999999999', '1.5', '%27%20OR%201%3D1', '..%2f..%2fetc', '%00', '%F0%9F%98%80', '<script>', String(victim.id)];
    for (const seg of segments) {
      const urls = [
        `/api/users/${seg}/preferences`, `/api/users/${seg}/user-status`, `/api/users/${seg}/image`, `/api/users/logout/${seg}`,
        `/api/favorites/players/${seg}/1/0`, `/api/favorites/players/${PEOPLE[3]!.playerID}/${seg}/0`, `/api/favorites/players/${PEOPLE[3]!.playerID}/2/${seg}`,
        `/api/favorites/teams/${seg}`, `/api/favorites/players?playerType=${seg}&page=${seg}`, `/api/favorites/teams?isReguar=${seg}&page=1&x=${seg}`,
      ];
      for (const url of urls) {
        for (const method of ['GET', 'PUT', 'DELETE', 'POST'] as const) {
          const res = await call(app, attacker.key, { method, url, ...(method === 'PUT' || method === 'POST' ? { payload: { sound: 'on', ratingsFlag: true } } : {}) });
          await check(`${method} ${url}`, res);
        }
      }
    }
    for (const authorization of ['Bearer ', `Bearer ${'A'.repeat(43)}`, `Bearer ${victim.key.slice(0, 42)}'`, `Bearer ${'x'.repeat(5000)}`, 'Bearer \u0000', `bearer  ${victim.key}x`, 'Basic dXNlcjpwYXNz']) {
      const res = await app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization } });
      expect({ authorization: authorization.slice(0, 50), status: res.statusCode }).toEqual({ authorization: authorization.slice(0, 50), status: 401 });
    }
    const wrongMultipart = await call(app, attacker.key, { method: 'POST', url: '/api/users/image', payload: '--x\r\nbroken', headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    await check('broken multipart', wrongMultipart);
    const oneFile = multipart('a.png', 'image/png', PNG);
    await check('multipart without a file field', await call(app, attacker.key, { method: 'POST', url: '/api/users/image', payload: Buffer.from(`--b\r\nContent-Disposition: form-data; name="x"\r\n\r\nvalue\r\n--b--\r\n`), headers: { 'content-type': 'multipart/form-data; boundary=b' } }));
    await check('multipart file', await call(app, attacker.key, { method: 'POST', url: '/api/users/image', ...oneFile }));

    expect(problems).toEqual([]);
    expect(await snapshot()).toEqual(before);
    expect((await me(victim.key)).statusCode).toBe(200);
  }, 120_000);
});
