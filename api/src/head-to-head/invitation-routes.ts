import type { FastifyInstance } from 'fastify';
import type { HeadToHeadDeps } from './index';

/** Placeholder the invitations helper replaces: opponents, creating a game with its invitation, answers. */
export function registerInvitationRoutes(_app: FastifyInstance, _deps: HeadToHeadDeps): void {}
