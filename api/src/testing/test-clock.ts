/**
 * An adjustable clock for the end-to-end tests: real time plus an offset they move forward, so a pick timer or a game
 * time passes without the test sleeping. Only with TEST_CLOCK=1 (the e2e server sets it); loadConfig refuses it in
 * production, and without it the route does not exist.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';

export interface TestClock {
  now(): Date;
  advance(ms: number): void;
  /** Back to real time: the e2e test that moved the clock hands the next test file a server on real time. */
  reset(): void;
}

export function createTestClock(realNow: () => number = Date.now): TestClock {
  let offsetMs = 0;
  return {
    now: () => new Date(realNow() + offsetMs),
    advance(ms) {
      offsetMs += ms;
    },
    reset() {
      offsetMs = 0;
    },
  };
}

const ClockBody = Type.Object(
  {
    advanceMs: Type.Optional(Type.Integer({ minimum: 0, maximum: 7 * 86_400_000 })),
    reset: Type.Optional(Type.Boolean()),
    /** The league (or draft league) whose due work runs after the move. */
    leagueId: Type.Optional(Type.Integer({ minimum: 1, maximum: 999_999_999 })),
    /** The head-to-head game whose decision clock runs after the move. */
    gameId: Type.Optional(Type.String({ minLength: 36, maxLength: 36, pattern: '^[0-9a-fA-F-]{36}$' })),
  },
  { additionalProperties: false },
);
type ClockRequest = { advanceMs?: number; reset?: boolean; leagueId?: number; gameId?: string };

/**
 * `POST /api/test/clock { advanceMs?, reset?, leagueId?, gameId? }`: moves the clock on (or back to real time), then
 * runs what became due for that league (`tickers`: the league and draft schedulers' ticks) or that head-to-head game
 * (`gameTickers`: its decision clock), so the answer comes after the work a real deadline would have started.
 */
export function registerTestClockRoute(
  app: FastifyInstance,
  clock: TestClock,
  tickers: (leagueId: number) => Array<() => Promise<unknown>>,
  gameTickers: (gameId: string) => Array<() => Promise<unknown>> = () => [],
): void {
  app.post<{ Body: ClockRequest }>('/api/test/clock', { schema: { hide: true, body: ClockBody } }, async (request) => {
    const { advanceMs, reset, leagueId, gameId } = request.body;
    if (reset) clock.reset();
    if (advanceMs) clock.advance(advanceMs);
    if (leagueId !== undefined) for (const tick of tickers(leagueId)) await tick();
    if (gameId !== undefined) for (const tick of gameTickers(gameId)) await tick();
    return { data: { now: clock.now().toISOString() } };
  });
}
