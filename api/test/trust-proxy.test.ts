import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { MAX_FAILED_LOGINS } from '../src/accounts/login-throttle';
import { describeOnBackends } from './support/backends';
import { createUser } from './accounts-helpers';
import { API_ONLY_CONFIG } from './support/app-config';

const PROXY = '10.0.0.1';
const CLIENT = '198.51.100.7';
const LIMIT = 3;

describeOnBackends('rate limits behind TRUST_PROXY with forged X-Forwarded-For', (backend) => {
  const apps: FastifyInstance[] = [];
  backend.afterAll(async () => {
    for (const app of apps) await app.close();
  });

  /** An app behind TRUST_PROXY=`trust`, the auth routes limited to LIMIT requests a minute per client. */
  const appBehind = async (trust: string, authLimit = String(LIMIT)) => {
    const saved = { ...process.env };
    Object.assign(process.env, { SMTP_URL: '', AUTH_RATE_LIMIT_MAX: authLimit, PUBLIC_URL: '' });
    try {
      const app = await buildApp({ config: { ...API_ONLY_CONFIG, trustProxy: loadConfig({ TRUST_PROXY: trust }).trustProxy }, database: backend.database });
      apps.push(app);
      return app;
    } finally {
      process.env = saved;
    }
  };

  let forged = 0;
  /** What a client sends through the proxy: its own made-up entries, then the address the proxy appended. */
  const throughProxy = (client: string) => ({ remoteAddress: PROXY, headers: { 'x-forwarded-for': `203.0.113.${(forged += 1) % 250}, 192.0.2.${forged % 250}, ${client}` } });
  const login = (app: FastifyInstance, from: { remoteAddress: string; headers: Record<string, string> }) =>
    app.inject({ method: 'POST', url: '/api/users/login', ...from, payload: { email: `x${(forged += 1)}@example.com`, password: 'whatever123' } });
  const signup = (app: FastifyInstance, from: { remoteAddress: string; headers: Record<string, string> }) =>
    app.inject({ method: 'POST', url: '/api/users/signup', ...from, payload: {} });
  const statuses = async (times: number, send: () => Promise<{ statusCode: number }>) => {
    const out: number[] = [];
    for (let i = 0; i < times; i += 1) out.push((await send()).statusCode);
    return out;
  };

  backend.it('TRUST_PROXY=1: a forged hop in front of the real one neither resets the login nor the signup limit', async () => {
    const app = await appBehind('1');
    expect(await statuses(LIMIT + 1, () => login(app, throughProxy(CLIENT)))).toEqual([...Array(LIMIT).fill(401), 429]);
    expect(await statuses(LIMIT + 1, () => signup(app, throughProxy(CLIENT)))).toEqual([...Array(LIMIT).fill(400), 429]);
    // The proxy's own entry is the client: without any forged entry it is the same client, still limited.
    expect((await login(app, { remoteAddress: PROXY, headers: { 'x-forwarded-for': CLIENT } })).statusCode).toBe(429);
    // Another client behind the same proxy is not.
    expect((await login(app, throughProxy('198.51.100.8'))).statusCode).toBe(401);
  });

  backend.it('TRUST_PROXY=<proxy address>: the same through the proxy, and a client going around it is keyed on its socket', async () => {
    const app = await appBehind(`${PROXY}, 10.9.0.0/16`);
    expect(await statuses(LIMIT + 1, () => login(app, throughProxy(CLIENT)))).toEqual([...Array(LIMIT).fill(401), 429]);
    const direct = () => ({ remoteAddress: '203.0.113.200', headers: { 'x-forwarded-for': `192.0.2.${(forged += 1) % 250}` } });
    expect(await statuses(LIMIT + 1, () => login(app, direct()))).toEqual([...Array(LIMIT).fill(401), 429]);
    expect(await statuses(LIMIT + 1, () => signup(app, direct()))).toEqual([...Array(LIMIT).fill(400), 429]);
  });

  backend.it('TRUST_PROXY=1: the failed-login lock counts the proxy-appended address, whatever the client puts before it', async () => {
    const app = await appBehind('1', '100000');
    const owner = await createUser(app);
    const wrong = (from: ReturnType<typeof throughProxy>) => app.inject({ method: 'POST', url: '/api/users/login', ...from, payload: { email: owner.email, password: 'not it at all 1' } });
    expect(await statuses(MAX_FAILED_LOGINS, () => wrong(throughProxy(CLIENT)))).toEqual(Array(MAX_FAILED_LOGINS).fill(401));
    const right = (client: string) => app.inject({ method: 'POST', url: '/api/users/login', ...throughProxy(client), payload: { email: owner.email, password: owner.password } });
    expect((await right(CLIENT)).statusCode).toBe(429);
    expect((await right('198.51.100.9')).statusCode).toBe(200);
  });
});
