import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Json } from './support/json';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** A clock tests move by hand. */
export function testClock(start = new Date('2026-06-01T16:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

export function leagueClient(app: FastifyInstance) {
  const send = async (key: string | null, options: InjectOptions) => {
    const res = await app.inject({ ...options, headers: { ...(options.headers ?? {}), ...(key ? { authorization: `Bearer ${key}` } : {}) } });
    return { status: res.statusCode, body: res.json() as Json };
  };
  return {
    send,
    get: (key: string, url: string) => send(key, { method: 'GET', url }),
    post: (key: string, url: string, payload?: Json) => send(key, { method: 'POST', url, ...(payload ? { payload } : {}) }),
    put: (key: string, url: string, payload: Json) => send(key, { method: 'PUT', url, payload }),
  };
}

/** A valid create body; tests override single fields to meet each message. */
export function leagueBody(now: Date, extra: Json = {}): Json {
  return {
    name: `League ${Math.random().toString(36).slice(2, 8)}`,
    years: [1927, 1998],
    totalTeams: 8,
    dh: 'auto',
    usageLimit: 0,
    isPrivate: false,
    gamesBeginAt: new Date(now.getTime() + 30 * 60_000).toISOString(),
    gamesPerTeam: 14,
    userTeam: { teamId: 'NYA', year: 1927 },
    seed: 777,
    ...extra,
  };
}
