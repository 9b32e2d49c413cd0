import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../auth';
import { mayPlay, SUBSCRIBE_TO_ACCESS } from '../games/mode-access';
import { policyOf } from '../games/mode-policy';
import { LeagueError } from './league-error';

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
