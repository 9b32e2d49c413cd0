import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/database';
import { createTestClock } from '../src/testing/test-clock';
import { API_ONLY_CONFIG } from './support/app-config';
import { openPgliteCopy } from './support/db-snapshots';

// GET /api/time: the clock browsers measure their one server clock against (shared/src/clock).
let database: Database;
let app: FastifyInstance;
const NOW = Date.parse('2026-03-01T12:00:00.123Z');
const testClock = createTestClock(() => NOW);

beforeAll(async () => {
  database = await openPgliteCopy([]);
  app = await buildApp({ config: API_ONLY_CONFIG, database, testClock });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

test('answers the app’s clock to anyone, with milliseconds, never cached', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/time' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ data: { now: '2026-03-01T12:00:00.123Z' } });
  expect(res.headers['cache-control']).toBe('no-store');
});

test('the e2e tests’ moved clock is the one it answers (browsers count down on it)', async () => {
  testClock.advance(15 * 60_000);
  try {
    expect((await app.inject({ method: 'GET', url: '/api/time' })).json()).toEqual({ data: { now: '2026-03-01T12:15:00.123Z' } });
  } finally {
    testClock.reset();
  }
});

test('it is in the OpenAPI document', async () => {
  const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
  expect(doc.paths['/api/time']?.get).toBeDefined();
});
