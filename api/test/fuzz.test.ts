import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app';
import { createUser } from './accounts-helpers';
import type { Database } from '../src/db/database';
import { availableBackends } from './support/backends';
import { API_ONLY_CONFIG } from './support/app-config';

// A seeded generator: every run throws the same inputs, so a failure reproduces.
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOSTILE_STRINGS = [
  '',
  ' ',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '\u0000',
  '\uD800',
  'ñoño 名前 🚀',
  'A'.repeat(10_000),
  '-1',
  '0',
  '99999999999999999999',
  'NaN',
  'null',
  '{}',
  '1e309',
  '$ne',
];
const HOSTILE_VALUES: unknown[] = [...HOSTILE_STRINGS, null, true, false, 0, -1, 1.5, 2 ** 53, [], [1, 'a'], {}, { $gt: '' }, { __proto__: { admin: true } }];

function randomBody(next: () => number, depth = 0): unknown {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const roll = next();
  if (depth > 2 || roll < 0.5) return pick(HOSTILE_VALUES);
  if (roll < 0.75) return Array.from({ length: Math.floor(next() * 4) }, () => randomBody(next, depth + 1));
  const keys = ['email', 'password', 'username', 'firstName', 'playerId', 'teamId', 'year', 'position', 'sound', 'ratingsFlag', 'token', 'message', 'constructor', '__proto__', 'isAdmin', 'isSubscribed'];
  return Object.fromEntries(Array.from({ length: 1 + Math.floor(next() * 5) }, () => [pick(keys), randomBody(next, depth + 1)]));
}

test('no route answers 500 to hostile input, and no user can change another user’s data', async () => {
  const backends = await availableBackends();
  const backend = backends[0]!;
  const { database, dispose } = (await backend.open({ seasons: [1927] })) as { database: Database; dispose: () => Promise<void> };
  const app: FastifyInstance = await buildApp({ config: { ...API_ONLY_CONFIG, trustProxy: 1 }, database });
  try {
    const signup = async (name: string) => {
      const user = await createUser(app, { firstName: name, lastName: 'Fuzz', username: `${name}fuzz`, email: `${name}@example.com`, password: 'fuzzing passphrase 42', confirmPassword: 'fuzzing passphrase 42' });
      return user.record as { api_key: { key: string }; user: { id: number } };
    };
    const attacker = await signup('mallory');
    const victim = await signup('alice');
    const victimAuth = { authorization: `Bearer ${victim.api_key.key}` };
    await app.inject({ method: 'POST', url: '/api/favorites/players', headers: victimAuth, payload: { playerId: 'ruthba01', year: 1927, position: 9, playerType: 'B' } });
    const victimView = async () =>
      JSON.stringify([
        (await app.inject({ method: 'GET', url: '/api/users/me', headers: victimAuth })).json(),
        (await app.inject({ method: 'GET', url: '/api/favorites/players?playerType=B&page=1', headers: victimAuth })).json(),
        (await app.inject({ method: 'GET', url: `/api/users/${victim.user.id}/preferences`, headers: victimAuth })).json(),
      ]);
    const before = await victimView();

    const spec = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(spec.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ path, method: method.toUpperCase() })));
    expect(routes.length).toBeGreaterThan(20);

    const next = rng(20261122);
    const failures: string[] = [];
    let requests = 0;
    for (const route of routes) {
      for (let i = 0; i < 12; i += 1) {
        const fill = () => {
          const raw = String(HOSTILE_STRINGS[Math.floor(next() * HOSTILE_STRINGS.length)]).slice(0, 300);
          try {
            return encodeURIComponent(raw);
          } catch {
            return '%ED%A0%80'; // a lone surrogate, as invalid UTF-8 in the URL
          }
        };
        // Aim path ids at the victim now and then: authorization must hold, not just validation.
        const url =
          route.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'id' && next() < 0.4 ? String(victim.user.id) : fill())) +
          (next() < 0.6 ? `?${['q', 'page', 'year', 'playerType', 'isReguar', 'type', 'sort', 'limit', 'era', 'x'][Math.floor(next() * 10)]}=${fill()}` : '');
        const options: InjectOptions = { method: route.method as InjectOptions['method'], url };
        if (next() < 0.7) options.headers = { authorization: `Bearer ${attacker.api_key.key}`, 'x-forwarded-for': `10.9.${i}.${requests % 250}` };
        if (route.method !== 'GET' && route.method !== 'DELETE') {
          const body = randomBody(next);
          const raw = next() < 0.15 ? '{"broken": ' : JSON.stringify(body);
          options.payload = raw ?? 'null';
          options.headers = { ...(options.headers ?? {}), 'content-type': 'application/json' };
        }
        const res = await app.inject(options);
        requests += 1;
        if (res.statusCode >= 500) failures.push(`${route.method} ${url.slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 120)}`);
        else if (res.statusCode >= 400 && String(res.headers['content-type'] ?? '').includes('json')) {
          const body = res.json() as { error?: unknown };
          if (typeof body.error !== 'string') failures.push(`${route.method} ${url.slice(0, 120)} → ${res.statusCode} without an { error } string`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(200);
    expect(await victimView()).toBe(before);
  } finally {
    await app.close();
    await dispose();
  }
}, 120_000);

test('every route answers 400 to NUL, lone surrogates, over-long strings and deep nesting, before anything else runs', async () => {
  const backend = (await availableBackends())[0]!;
  const { database, dispose } = (await backend.open()) as { database: Database; dispose: () => Promise<void> };
  const app: FastifyInstance = await buildApp({ config: API_ONLY_CONFIG, database });
  try {
    const spec = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(spec.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ path, method: method.toUpperCase() })));
    const plainUrl = (path: string) => path.replace(/\{(\w+)\}/g, '1');
    // (A lone surrogate cannot be spelled in a URL: '%ED%A0%80' is not UTF-8 and stays literal text.)
    const hostileQueries = ['%00', 'a%00b', encodeURIComponent('x'.repeat(20_001))];
    const deep = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    const hostileBodies = [
      JSON.stringify({ email: 'a\u0000@example.com', password: 'x' }),
      JSON.stringify({ message: 'lone \uD800 surrogate' }),
      JSON.stringify({ favoriteTeams: ['NYA', 'BOS\uDC00'] }),
      JSON.stringify({ ['key\u0000']: 1 }),
      JSON.stringify({ note: 'y'.repeat(20_001) }),
      deep,
      `{"a":${deep}}`,
    ];
    const wrong: string[] = [];
    let checked = 0;
    // A fresh address per request: the per-IP login limits must not answer first.
    const from = () => ({ remoteAddress: `10.77.${Math.floor(checked / 250) % 250}.${checked % 250}` });
    for (const route of routes) {
      // Stripe's webhook reads raw bytes (its signature covers them) and never parses them as ours.
      const rawBody = route.path === '/api/payments/webhook';
      for (const q of hostileQueries) {
        const res = await app.inject({ method: route.method as InjectOptions['method'], url: `${plainUrl(route.path)}?q=${q}`, ...from() });
        checked += 1;
        if (res.statusCode !== 400) wrong.push(`${route.method} ${route.path}?q=${q.slice(0, 12)} → ${res.statusCode}`);
      }
      if (route.path.includes('{')) {
        const res = await app.inject({ method: route.method as InjectOptions['method'], url: route.path.replace(/\{(\w+)\}/g, 'a%00b'), ...from() });
        checked += 1;
        if (res.statusCode !== 400) wrong.push(`${route.method} ${route.path} with NUL in the path → ${res.statusCode}`);
      }
      if (route.method === 'GET' || route.method === 'DELETE' || rawBody) continue;
      for (const payload of hostileBodies) {
        const res = await app.inject({ method: route.method as InjectOptions['method'], url: plainUrl(route.path), payload, headers: { 'content-type': 'application/json' }, ...from() });
        checked += 1;
        // Routes that take small bodies refuse an over-long one by its size first: 413 is as clean.
        const expected = payload.length > 20_000 && res.statusCode === 413 ? 413 : 400;
        if (res.statusCode !== expected) wrong.push(`${route.method} ${route.path} body ${payload.slice(0, 24)} → ${res.statusCode} ${res.body.slice(0, 80)}`);
        else if (res.headers['content-type']?.toString().includes('json') !== true || typeof (res.json() as { error?: unknown }).error !== 'string') wrong.push(`${route.method} ${route.path} → 400 without an { error } string`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(300);
  } finally {
    await app.close();
    await dispose();
  }
}, 120_000);
