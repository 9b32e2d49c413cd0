import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services';

/** Accounts, sessions, preferences and favorites (issue 4 §3–4). */
export async function registerAccountRoutes(_app: FastifyInstance, _services: AppServices): Promise<void> {
  // Filled by the accounts feature.
}
