import type { FastifyInstance } from 'fastify';
import underPressure from '@fastify/under-pressure';

export interface OverloadSettings {
  /** Mean event loop delay (ms, over the last second) above which the instance counts as overloaded. 0: never. */
  maxEventLoopDelayMs: number;
  /** Heap in use / resident memory (bytes) above which it counts as overloaded. 0: never. */
  maxHeapUsedBytes: number;
  maxRssBytes: number;
  /** OVERLOAD_SHED=1: while overloaded, answer other requests 503 at once instead of queueing them. */
  shed: boolean;
}

export const DEFAULT_OVERLOAD: OverloadSettings = { maxEventLoopDelayMs: 1000, maxHeapUsedBytes: 0, maxRssBytes: 0, shed: false };

/** Paths that must answer while overloaded: that is when the orchestrator and Prometheus need them. */
const ALWAYS_ANSWERED = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * @fastify/under-pressure measures event loop delay and memory. Overloaded, /readyz fails (`load`), so the proxy sends
 * new traffic elsewhere; with `shed` the instance also refuses other requests with a 503 and Retry-After.
 */
export async function registerOverload(app: FastifyInstance, settings: OverloadSettings): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: settings.maxEventLoopDelayMs,
    maxHeapUsedBytes: settings.maxHeapUsedBytes,
    maxRssBytes: settings.maxRssBytes,
    // Returning nothing lets the request through; a sent reply ends it (Fastify skips the rest of a sent request).
    pressureHandler: (request, reply) => {
      if (!settings.shed || ALWAYS_ANSWERED.has(request.routeOptions.url ?? '')) return;
      void reply.status(503).header('Retry-After', '10').send({ error: 'The server is busy, please try again in a few seconds.' });
    },
  });
}
