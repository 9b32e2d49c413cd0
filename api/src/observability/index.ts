import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { Draining } from './draining';
import { LiveStreams } from './live-streams';
import { registerHttpMetrics, registerMetricsRoute, registerStateMetrics, type AppMetrics } from './metrics';
import { DEFAULT_OVERLOAD, registerOverload } from './overload';
import { registerProbes, type ProbeSources } from './probes';
import { registerRequestIdHeader } from './request-id';

export { requestIdOf } from './request-id';
export { LiveStreams } from './live-streams';
export { Draining } from './draining';

type ObservabilityConfig = Partial<Pick<ServerConfig, 'metricsToken' | 'metricsAllowPrivate' | 'overload'>>;

/**
 * First thing on a new app, before any route: request ids on every answer, request metrics on every route, the
 * live-stream counter the event streams report to (and the shutdown's word to them), the draining flag, and overload
 * measuring.
 */
export async function registerObservability(app: FastifyInstance, config: ObservabilityConfig): Promise<AppMetrics> {
  registerRequestIdHeader(app);
  const metrics = registerHttpMetrics(app);
  app.decorate('liveStreams', new LiveStreams());
  app.decorate('draining', new Draining());
  // While draining, every answer closes its connection: clients (and the proxy's pool) reconnect, to the instances
  // that stay, and a request still in flight when the server closes leaves no idle connection to wait for.
  app.addHook('onSend', async (_request, reply) => {
    if (app.draining.active) reply.header('connection', 'close');
  });
  // The first preClose hook (registered before every realtime module's): streams hear "reconnect" before their
  // topics close, and readiness fails from here on even when close() came without a drain.
  app.addHook('preClose', async () => {
    app.draining.start();
    const asked = app.liveStreams.askToReconnect();
    if (asked > 0) app.log.info({ streams: asked }, 'shutting down: live streams asked to reconnect');
  });
  await registerOverload(app, config.overload ?? DEFAULT_OVERLOAD);
  return metrics;
}

/** Once the database, bus and job queue exist: /healthz, /readyz and /metrics with the product's gauges. */
export function registerOperationsRoutes(app: FastifyInstance, metrics: AppMetrics, sources: ProbeSources, config: ObservabilityConfig): void {
  registerProbes(app, sources);
  registerStateMetrics(metrics, { ...sources, liveStreams: app.liveStreams, onError: (error) => app.log.warn({ err: error }, 'metrics: a gauge could not be read') });
  registerMetricsRoute(app, metrics, { token: config.metricsToken ?? null, allowPrivate: config.metricsAllowPrivate ?? false });
}
