// Setup of `npm run bench:h2h`'s runner (bundled with it): users and head-to-head games.
// - Two players sign up as people do (the form, the mail's link) and are marked subscribed (what a checkout sets).
// - Many more users (the spectators, the players of the concurrent games) are written straight into the tables a
//   sign-up fills (users, sessions), subscribed, with a session key each: thousands of sign-ups would spend minutes
//   on scrypt and measure nothing of head to head.
// - A game is created and accepted through the API, as the invite screen and the invitee's answer do.
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../../api/src/db/schema/index';
import { userRowChanged } from '../../api/src/auth/index';

/** app.inject as one user; answers `data` or throws with the answer. */
export function injector(app) {
  return async (key, method, url, payload, wanted = [200, 201]) => {
    const res = await app.inject({ method, url, ...(payload ? { payload } : {}), headers: key ? { authorization: `Bearer ${key}` } : {} });
    const body = res.body ? JSON.parse(res.body) : null;
    if (!wanted.includes(res.statusCode)) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 400)}`);
    return body?.data ?? body;
  };
}

/** Signs up through the API (form, then the mail's link from the local outbox) and marks the user subscribed. */
export async function signUp(app, database, name) {
  const inject = injector(app);
  const email = `${name}@example.com`;
  await inject(null, 'POST', '/api/users/signup', {
    firstName: 'Bench', lastName: 'Player', username: name.slice(0, 30), email, password: 'bench passphrase 123', confirmPassword: 'bench passphrase 123', dateOfBirth: '01/01/1990',
  }, [202]);
  let token = null;
  for (let waited = 0; !token && waited < 5000; waited += 20) {
    const mails = (await inject(null, 'GET', '/api/outbox')) ?? [];
    token = /token=([A-Za-z0-9_-]+)/.exec(mails.find((m) => m.to === email)?.text ?? '')?.[1] ?? null;
    if (!token) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  if (!token) throw new Error(`no sign-up mail to ${email}`);
  const record = await inject(null, 'POST', '/api/users/signup/confirm', { token }, [201]);
  await database.db.update(users).set({ isSubscribed: true }).where(eq(users.id, record.user.id));
  await userRowChanged(record.user.id);
  return { id: record.user.id, key: record.api_key.key, username: name.slice(0, 30) };
}

const hash = (secret) => createHash('sha256').update(secret, 'utf8').digest('hex');

/** `count` subscribed users with a session each, written in batches; resolves [{ id, key, username }]. */
export async function seedUsers(database, count, prefix) {
  const out = [];
  // No password works for them (they never log in): the session key is how they call the API.
  const passwordHash = '!bench';
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, i) => {
      const username = `${prefix}${start + i}`.slice(0, 30);
      return { username, email: `${username}@example.com`, passwordHash, firstName: 'Bench', lastName: 'User', isSubscribed: true };
    });
    const rows = await database.db.insert(users).values(batch).returning({ id: users.id, username: users.username });
    const keys = rows.map(() => randomBytes(32).toString('base64url'));
    const at = new Date();
    await database.db.insert(sessions).values(rows.map((r, i) => ({ userId: r.id, keyHash: hash(keys[i]), createdAt: at, lastSeenAt: at })));
    rows.forEach((r, i) => out.push({ id: r.id, key: keys[i], username: r.username }));
  }
  return out;
}

export const TEAMS = { away: { teamId: 'NYA', year: 1927 }, home: { teamId: 'CIN', year: 1975 } };

/** `owner` invites `rival` (by username; the owner at home, the rival bats first) and the rival accepts. */
export async function startGame(app, owner, rival, seed) {
  const inject = injector(app);
  const made = await inject(owner.key, 'POST', '/api/head-to-head/games', { ...TEAMS, side: 'home', opponent: rival.username, seed });
  await inject(rival.key, 'POST', `/api/head-to-head/invitations/${made.invitation.id}/accept`);
  return made.gameId;
}
