import { loadConfig } from './config';
import { cacheControlFor } from './web/cache-headers';
import { fastifyTrustProxy } from './http/trust-proxy';

test('PORT defaults to 8080 and rejects nonsense with a clear message', () => {
  expect(loadConfig({}).port).toBe(8080);
  expect(loadConfig({ PORT: '0' }).port).toBe(0);
  expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be an integer between 0 and 65535, got "eighty"');
  expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT must be/);
});

test('DATABASE_URL switches from embedded PGlite to a PostgreSQL server', () => {
  expect(loadConfig({}).databaseUrl).toBeNull();
  expect(loadConfig({ DATABASE_URL: 'postgres://127.0.0.1/test' }).databaseUrl).toBe('postgres://127.0.0.1/test');
  expect(loadConfig({}).dataDir).toMatch(/\.data[\\/]pglite$/);
});

test('only content-hashed files are cached forever', () => {
  expect(cacheControlFor('/x/main.0123456789.js')).toBe('public, max-age=31536000, immutable');
  expect(cacheControlFor('/x/remoteEntry.js')).toBe('no-cache');
  expect(cacheControlFor('/x/mf-manifest.json')).toBe('no-cache');
  expect(cacheControlFor('/x/index.html')).toBe('no-cache');
  expect(cacheControlFor('/x/main.js')).toBe('no-cache');
});

test('TEST_CLOCK is off by default, on only when asked, and refused in production', () => {
  expect(loadConfig({}).testClock).toBe(false);
  expect(loadConfig({ TEST_CLOCK: '1' }).testClock).toBe(true);
  expect(() => loadConfig({ TEST_CLOCK: '1', NODE_ENV: 'production' })).toThrow(/TEST_CLOCK=1 is for end-to-end tests/);
});

test('TRUST_PROXY is a hop count or the proxies’ addresses, never “every hop”', () => {
  expect(loadConfig({}).trustProxy).toBe(false);
  expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
  expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1,fd00::/8, loopback' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16', '::1', 'fd00::/8', 'loopback']);
  for (const bad of ['true', 'yes', '10.0.0.1/33', '10.0.0', '::1/129', '1.5', '-1', '10.0.0.1/8/8', '999']) {
    expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY must be/);
  }
});

test('a hop count trusts exactly that many nearest hops', () => {
  const trust = fastifyTrustProxy(1) as (address: string, hop: number) => boolean;
  expect([trust('10.0.0.1', 0), trust('1.2.3.4', 1)]).toEqual([true, false]);
  const two = fastifyTrustProxy(2) as (address: string, hop: number) => boolean;
  expect([two('10.0.0.1', 0), two('10.0.0.2', 1), two('1.2.3.4', 2)]).toEqual([true, true, false]);
  expect(fastifyTrustProxy(false)).toBe(false);
  expect(fastifyTrustProxy(['10.0.0.1'])).toEqual(['10.0.0.1']);
});
