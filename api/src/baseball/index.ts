import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services';

/** Search and the reads behind /stats-and-ratings (issue 4 §4–5). */
export async function registerBaseballRoutes(_app: FastifyInstance, _services: AppServices): Promise<void> {
  // Filled by the baseball feature.
}
