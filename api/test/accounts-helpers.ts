import type { FastifyInstance, InjectOptions } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { users } from '../src/db/schema/index';
import { userRowChanged } from '../src/auth/index';

let counter = 0;

/** A unique, valid signup body. */
export function signupBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  const tag = `${process.pid % 1000}x${counter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    username: `ada_${tag}`,
    email: `ada_${tag}@example.com`,
    password: 'correct horse battery',
    confirmPassword: 'correct horse battery',
    dateOfBirth: '10/12/1990',
    favoriteTeams: ['NYA'],
    ...overrides,
  };
}

export interface TestUser {
  id: number;
  key: string;
  username: string;
  email: string;
  password: string;
  record: Record<string, unknown>;
}

/** Signs up as a user would: the form, then the link from the mail (the outbox). */
export async function createUser(app: FastifyInstance, overrides: Record<string, unknown> = {}): Promise<TestUser> {
  const body = signupBody(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/users/signup', payload: body });
  if (res.statusCode !== 202) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  const [mail] = await outbox(app, String(body.email), 1, { signupLinks: true });
  if (!mail) throw new Error(`no sign-up mail to ${String(body.email)}`);
  const confirmed = await app.inject({ method: 'POST', url: '/api/users/signup/confirm', payload: { token: tokenFrom(mail.text) } });
  if (confirmed.statusCode !== 201) throw new Error(`signup confirmation failed: ${confirmed.statusCode} ${confirmed.body}`);
  const record = confirmed.json().data;
  return { id: record.user.id, key: record.api_key.key, username: String(body.username), email: String(body.email), password: String(body.password), record };
}

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

/**
 * Marks a user subscribed in the database, as a completed Baseball Max checkout would (the payments tests and the
 * e2e suite go through the real checkout; API tests of other modules only need the flag the access rules read).
 */
export async function markSubscribed(database: Database, userId: number): Promise<void> {
  await database.db.update(users).set({ isSubscribed: true }).where(eq(users.id, userId));
  // The API caches sessions with their user: a write behind its back must say so, like the API's own writes do.
  await userRowChanged(userId);
}

export async function call(app: FastifyInstance, key: string | null, options: InjectOptions) {
  return app.inject({ ...options, headers: { ...(options.headers ?? {}), ...(key ? bearer(key) : {}) } });
}

export function multipart(filename: string, contentType: string, bytes: Buffer, field = 'image') {
  const boundary = `----bbtest${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A 1×1 transparent PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==', 'base64');

export const PEOPLE = Array.from({ length: 12 }, (_, i) => ({ playerID: `testpl${String(i).padStart(2, '0')}`, nameFirst: `First${i}`, nameLast: `Last${i}` }));
export const TEAMS = [
  { yearID: 1927, teamID: 'NYA', name: 'New York Yankees' },
  { yearID: 1955, teamID: 'BRO', name: 'Brooklyn Dodgers' },
];

/** A few Lahman rows the favorites routes check against. */
export async function seedLahman(database: Database): Promise<void> {
  for (const p of PEOPLE) {
    await database.db.execute(sql`insert into lahman_people ("playerID", "nameFirst", "nameLast", "bats", "throws") values (${p.playerID}, ${p.nameFirst}, ${p.nameLast}, 'R', 'R')`);
  }
  for (const t of TEAMS) {
    await database.db.execute(sql`insert into lahman_teams ("yearID", "teamID", "lgID", "name", "W", "L") values (${t.yearID}, ${t.teamID}, 'AL', ${t.name}, 100, 54)`);
  }
}

type OutboxMail = { id: number; to: string; subject: string; text: string };

const SIGNUP_LINK_SUBJECT = 'Finish signing up for Diamond Dice';

/**
 * The outbox, newest first. With `to`: only mails to that address, waiting (up to 5 s) for at least `count` of them —
 * the reset mail of a forgot-password request is sent after the answer. The sign-up link every test user got is left
 * out unless `signupLinks` asks for those.
 */
export async function outbox(app: FastifyInstance, to?: string, count = 1, { signupLinks = false } = {}): Promise<OutboxMail[]> {
  for (let waited = 0; ; waited += 20) {
    const mails: OutboxMail[] = (await app.inject({ method: 'GET', url: '/api/outbox' })).json().data;
    if (to === undefined) return mails;
    const mine = mails.filter((m) => m.to === to && (signupLinks || m.subject !== SIGNUP_LINK_SUBJECT));
    if (mine.length >= count || waited >= 5000) return mine;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function tokenFrom(text: string): string {
  const match = /token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no token in: ${text}`);
  return match[1]!;
}
