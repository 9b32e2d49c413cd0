import Fastify from 'fastify';
import { createTestClock, registerTestClockRoute } from './test-clock';

test('the test clock moves forward by what the route is told and runs the due work after moving', async () => {
  let real = Date.parse('2026-01-01T00:00:00Z');
  const clock = createTestClock(() => real);
  const seen: string[] = [];
  const app = Fastify();
  registerTestClockRoute(app, clock, (leagueId) => [async () => seen.push(`${leagueId} ${clock.now().toISOString()}`)]);
  const moved = await app.inject({ method: 'POST', url: '/api/test/clock', payload: { advanceMs: 90_000, leagueId: 7 } });
  expect(moved.statusCode).toBe(200);
  expect(seen).toEqual(['7 2026-01-01T00:01:30.000Z']);
  real += 1000;
  expect(clock.now().toISOString()).toBe('2026-01-01T00:01:31.000Z');
  expect((await app.inject({ method: 'POST', url: '/api/test/clock', payload: { advanceMs: -5 } })).statusCode).toBe(400);
  await app.inject({ method: 'POST', url: '/api/test/clock', payload: { reset: true } });
  expect(clock.now().toISOString()).toBe('2026-01-01T00:00:01.000Z');
  expect(seen).toHaveLength(1);
  await app.close();
});
