import type { FastifyRequest } from 'fastify';
import type { GameActor } from './game-service';

/** The acting user of a request behind `optionalUser`: a guest when no session key was sent. */
export function actorOf(request: FastifyRequest): GameActor {
  return { userId: request.user?.id ?? null };
}

export const GAME_TAGS = ['games'];
