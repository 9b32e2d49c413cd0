import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../auth';
import { mayPlay, SUBSCRIBE_TO_ACCESS } from '../games';
import { policyOf } from '../games';
import { LeagueError } from './league-error';
import type { KeptAnswer } from './league-answers';

export const LEAGUE_TAGS = ['leagues'];

/** Leagues are for subscribers: the same rule as the league games' own. */
export function subscriber(request: FastifyRequest) {
  const user = currentUser(request);
  if (!mayPlay(policyOf('historical-league'), user)) throw new LeagueError(SUBSCRIBE_TO_ACCESS, 403);
  return user;
}

/** LeagueError → its status and `{ error, errors? }`; everything else goes to the app's error handler. */
export function sendLeagueError(reply: FastifyReply, error: unknown) {
  if (error instanceof LeagueError) return reply.status(error.statusCode).send({ error: error.message, ...(error.errors ? { errors: error.errors } : {}) });
  throw error;
}

export const idOf = (value: string): number => Number(value);

/** Runs a league route's work: its result as `{ data }`, a LeagueError as its status and field errors. */
export async function leagueAnswer<T>(reply: FastifyReply, work: () => Promise<T>) {
  try {
    return { data: await work() };
  } catch (error) {
    return sendLeagueError(reply, error);
  }
}

/** If-None-Match names this ETag (a list, weak tags and `*` included). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/**
 * A kept answer with its ETag: 304 without a body when the browser holds it already. `no-cache` makes a browser ask
 * again every time (a played game must show at once) while still sending its tag; `private` keeps it out of shared
 * caches, since who may see a league is checked per request.
 */
export function sendKept(request: FastifyRequest, reply: FastifyReply, answer: KeptAnswer) {
  reply.header('cache-control', 'private, no-cache').header('etag', answer.etag);
  if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
