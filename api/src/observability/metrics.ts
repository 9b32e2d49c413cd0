import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { JobQueue, JobQueueStats } from '../jobs';
import type { LiveStreams } from './live-streams';
import { metricsAccess, type MetricsAccessSettings } from './metrics-access';

/** Requests whose route matched nothing share one label, so random paths cannot blow up the series count. */
const UNMATCHED = '(unmatched)';

/** This app's metrics; one registry per app, so two apps in one process (tests) never mix their numbers. */
export interface AppMetrics {
  readonly registry: Registry;
}

/** Request rate and latency per route: registered before any route, so every route is measured. */
export function registerHttpMetrics(app: FastifyInstance): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by method, route and status', labelNames, registers: [registry] });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? UNMATCHED, status_code: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
  return { registry };
}

export interface StateSources {
  database: Database;
  jobs: JobQueue;
  liveStreams: LiveStreams;
  onError(error: unknown): void;
}

/** One read in flight at a time: gauges collecting together share it; a later scrape reads afresh. */
function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= read().finally(() => {
      running = null;
    });
    return running;
  };
}

async function rowsOf<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The product's state at scrape time: live streams, the job queue, draft clocks, games in progress. */
export function registerStateMetrics({ registry }: AppMetrics, { database, jobs, liveStreams, onError }: StateSources): void {
  new Gauge({
    name: 'live_stream_connections',
    help: "Live streams (Server-Sent Events) open on this instance, by route",
    labelNames: ['route'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [route, count] of liveStreams.byRoute()) this.set({ route }, count);
    },
  });

  const jobStats = sharedRead(async (): Promise<JobQueueStats[]> => (jobs.stats ? jobs.stats() : []));
  const jobGauge = (name: string, help: string, pick: (stats: JobQueueStats) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'],
      registers: [registry],
      async collect() {
        this.reset();
        try {
          for (const stats of await jobStats()) this.set({ queue: stats.name }, pick(stats));
        } catch (error) {
          onError(error);
        }
      },
    });
  jobGauge('job_queue_depth', 'Jobs due and waiting for a worker, by queue (the whole database, every instance)', (s) => s.depth);
  jobGauge('job_queue_lag_seconds', 'How long the oldest due job has waited, by queue', (s) => s.lagSeconds);
  jobGauge('job_queue_active', 'Jobs running, by queue', (s) => s.active);

  new Gauge({
    name: 'draft_clocks_running',
    help: 'Live drafts whose pick clock is running (the whole database)',
    registers: [registry],
    async collect() {
      try {
        const [row] = await rowsOf<{ n: number }>(database, sql`select count(*)::int as n from drafts where status = 'live' and deadline is not null`);
        this.set(Number(row?.n ?? 0));
      } catch (error) {
        onError(error);
      }
    },
  });

  new Gauge({
    name: 'games_in_progress',
    help: 'Games being played (status live), by mode (the whole database)',
    labelNames: ['mode'],
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const rows = await rowsOf<{ mode: string; n: number }>(database, sql`select mode, count(*)::int as n from games where status = 'live' group by mode`);
        for (const row of rows) this.set({ mode: row.mode }, Number(row.n));
      } catch (error) {
        onError(error);
      }
    },
  });
}

/** GET /metrics in Prometheus' text format, for the readers `metricsAccess` lets in. */
export function registerMetricsRoute(app: FastifyInstance, { registry }: AppMetrics, access: MetricsAccessSettings): void {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const verdict = metricsAccess(request, access);
    if (verdict === 'bad-token') return reply.status(401).header('WWW-Authenticate', 'Bearer').send({ error: 'Invalid metrics token.' });
    if (verdict === 'refused') return reply.status(403).send({ error: 'Metrics are not public.' });
    return reply.header('Cache-Control', 'no-store').type(registry.contentType).send(await registry.metrics());
  });
}
