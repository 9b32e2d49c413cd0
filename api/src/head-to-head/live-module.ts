import type { FastifyInstance } from 'fastify';
import type { HeadToHeadDeps } from './index';

/** Placeholder the live-game helper replaces: presence, the decision clock, take-overs, spectators. */
export async function registerLiveHeadToHead(_app: FastifyInstance, _deps: HeadToHeadDeps): Promise<void> {}
