import type { FastifyRequest } from 'fastify';
import type { GameActor } from './seats';

/** The acting user of a request behind `optionalUser`: a guest when no session key was sent. */
export function actorOf(request: FastifyRequest): GameActor {
  const user = request.user;
  if (!user) return { userId: null };
  return { userId: user.id, isSubscribed: user.isSubscribed, isAdmin: user.isAdmin, isGotdGuest: user.isGotdGuest };
}

export const GAME_TAGS = ['games'];
