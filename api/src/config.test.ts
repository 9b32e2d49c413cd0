import { loadConfig } from './config';
import { cacheControlFor } from './web/cache-headers';

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
