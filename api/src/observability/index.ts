import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { LiveStreams } from './live-streams';
import { registerHttpMetrics, registerMetricsRoute, registerStateMetrics, type AppMetrics } from './metrics';
import { DEFAULT_OVERLOAD, registerOverload } from './overload';
import { registerProbes, type ProbeSources } from './probes';
import { registerRequestIdHeader } from './request-id';

export { requestIdOf } from './request-id';
export { LiveStreams } from './live-streams';

type ObservabilityConfig = Partial<Pick<ServerConfig, 'metricsToken' | 'metricsAllowPrivate' | 'overload'>>;

/**
 * First thing on a new app, before any route: request ids on every answer, request metrics on every route, the
 * live-stream counter the event streams report to, and overload measuring.
 */
export async function registerObservability(app: FastifyInstance, config: ObservabilityConfig): Promise<AppMetrics> {
  registerRequestIdHeader(app);
  const metrics = registerHttpMetrics(app);
  app.decorate('liveStreams', new LiveStreams());
  await registerOverload(app, config.overload ?? DEFAULT_OVERLOAD);
  return metrics;
}

/** Once the database, bus and job queue exist: /healthz, /readyz and /metrics with the product's gauges. */
export function registerOperationsRoutes(app: FastifyInstance, metrics: AppMetrics, sources: ProbeSources, config: ObservabilityConfig): void {
  registerProbes(app, sources);
  registerStateMetrics(metrics, { ...sources, liveStreams: app.liveStreams, onError: (error) => app.log.warn({ err: error }, 'metrics: a gauge could not be read') });
  registerMetricsRoute(app, metrics, { token: config.metricsToken ?? null, allowPrivate: config.metricsAllowPrivate ?? false });
}
