import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/database';
import { describeOnBackends } from './support/backends';
import { createUser, outbox, seedLahman, signupBody } from './accounts-helpers';
import { API_ONLY_CONFIG } from './support/app-config';

/** An app built with these environment values (the accounts settings are read from the environment at build time). */
async function appWith(database: Database, env: Record<string, string>): Promise<FastifyInstance> {
  const saved = { ...process.env };
  Object.assign(process.env, { SMTP_URL: '', AUTH_RATE_LIMIT_MAX: '100000', PUBLIC_URL: '', ALLOWED_HOSTS: '', ...env });
  try {
    return await buildApp({ config: API_ONLY_CONFIG, database });
  } finally {
    process.env = saved;
  }
}

describeOnBackends('links in mails', (backend) => {
  let database: Database;
  let app: FastifyInstance;
  let port: number;
  const { it } = backend;

  backend.beforeAll(async () => {
    database = backend.database;
    await seedLahman(database);
    app = await appWith(database, { ALLOWED_HOSTS: 'play.example.test' });
    // The default HOST: a wildcard bind, where the old links always said localhost.
    await app.listen({ port: 0, host: '0.0.0.0' });
    port = (app.server.address() as { port: number }).port;
  });
  backend.afterAll(() => app.close());

  /** The reset link mailed after a forgot-password request sent with this Host header. */
  const resetLinkFor = async (target: FastifyInstance, host: string) => {
    const user = await createUser(target);
    await target.inject({ method: 'POST', url: '/api/users/_forgot-password', headers: { host }, payload: { email: user.email } });
    const [mail] = await outbox(target, user.email);
    return /(\S+)\/forgot-password\?token=/.exec(mail!.text)?.[1];
  };

  it('PUBLIC_URL unset: the reset link keeps the origin the user is on when the server trusts it', async () => {
    expect(await resetLinkFor(app, `127.0.0.1:${port}`)).toBe(`http://127.0.0.1:${port}`);
    expect(await resetLinkFor(app, `localhost:${port}`)).toBe(`http://localhost:${port}`);
    expect(await resetLinkFor(app, 'play.example.test')).toBe('http://play.example.test');
  });

  it('a forged Host, or this host on another port, is never put into a mail: the listening address is', async () => {
    for (const host of ['evil.example', `evil.example:${port}`, `127.0.0.1:${port + 1}`, `127.0.0.1:${port}@evil.example`, 'play.example.test.evil.example']) {
      expect(await resetLinkFor(app, host)).toBe(`http://localhost:${port}`);
    }
  });

  it('the sign-up confirmation link opened on 127.0.0.1 stays on 127.0.0.1', async () => {
    const body = signupBody();
    await app.inject({ method: 'POST', url: '/api/users/signup', headers: { host: `127.0.0.1:${port}` }, payload: body });
    const [mail] = await outbox(app, String(body.email), 1, { signupLinks: true });
    expect(mail!.text).toContain(`http://127.0.0.1:${port}/`);
    expect(mail!.text).not.toContain('localhost');
  });

  it('the forgot-password answer spells receive (the spec keeps its misspelling only in the profile confirmation)', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/users/_forgot-password', payload: { email: 'nobody-here@example.com' } });
    expect(res.json()).toEqual({ data: { message: 'If an account exists for this email, you will receive an email for instruction and password reset link.' } });
  });

  it('PUBLIC_URL set: every link uses it, whatever origin the request came from', async () => {
    const pinned = await appWith(database, { PUBLIC_URL: 'https://dice.example/' });
    try {
      expect(await resetLinkFor(pinned, 'localhost')).toBe('https://dice.example');
      expect(await resetLinkFor(pinned, 'evil.example')).toBe('https://dice.example');
    } finally {
      await pinned.close();
    }
  });
});
