import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { games } from '../src/db/schema/index';
import { createJobQueue, type JobQueue } from '../src/jobs/index';
import { describeOnBackends, openBackend } from './support/backends';
import { SseReader } from './support/sse-client';
import { call, createUser } from './accounts-helpers';
import { API_ONLY_CONFIG } from './support/app-config';
import { REDIS_URL, redisAnswers } from './support/redis';
import { createRedisBus } from '../src/realtime/redis-bus';

const TOKEN = 'metrics-token-for-tests';

/** One sample of a metric in Prometheus' text format: `name{labels} value`, labels in any order. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | null {
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return null;
}

describeOnBackends('health, readiness and metrics', (backend) => {
  let app: FastifyInstance;
  let base: string;
  let jobs: JobQueue;
  const logLines: string[] = [];
  const it = (name: string, fn: () => Promise<unknown>) => backend.it(name, fn, 60_000);

  backend.beforeAll(async () => {
    process.env.AUTH_RATE_LIMIT_MAX = '10000';
    delete process.env.REDIS_URL;
    jobs = createJobQueue(backend.database, { schema: `pgboss_ops_${process.pid}` });
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    app = await buildApp({ config: { ...API_ONLY_CONFIG, metricsToken: TOKEN }, database: backend.database, jobs, logger: { level: 'info', stream } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  backend.afterAll(async () => {
    await app.close();
    await jobs.stop();
  });

  const scrape = async () => {
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };

  it('/healthz answers 200 while the process is up', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/readyz answers 200 with the database, the job queue and the load checked', async () => {
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ready',
      failing: [],
      checks: { database: { ok: true, kind: backend.name }, jobs: { ok: true }, load: { ok: true } },
    });
    // No Redis configured: nothing to check there.
    expect(res.json().checks.redis).toBeUndefined();
  });

  it('/readyz answers 503 naming the database when it is down, /healthz stays 200', async () => {
    // A database of its own, so the test may close it under a running app.
    const { database, dispose } = await openBackend(backend.name);
    const own = await buildApp({ config: API_ONLY_CONFIG, database });
    try {
      expect((await own.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      await database.close();
      const down = await own.inject({ method: 'GET', url: '/readyz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 'unavailable', failing: ['database'], checks: { database: { ok: false, error: 'failed' } } });
      expect((await own.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await own.close().catch(() => undefined);
      await dispose();
    }
  });

  it('/readyz checks Redis when the bus runs on it, and names it when it stops answering', async () => {
    if (!(await redisAnswers())) {
      console.warn(`[api tests] Redis at ${REDIS_URL} does not answer: skipping the Redis readiness test`);
      return;
    }
    const bus = await createRedisBus(REDIS_URL, `bb-ops-${process.pid}`);
    const own = await buildApp({ config: API_ONLY_CONFIG, database: backend.database, bus });
    try {
      // Only Redis is under test: on a busy CI machine the event-loop check (`load`) may fail on its own, which is
      // readiness doing its job, not this test's subject.
      const up = await own.inject({ method: 'GET', url: '/readyz' });
      expect(up.json().checks.redis).toEqual({ ok: true });
      expect(up.json().failing).not.toContain('redis');
      await bus.close();
      const down = await own.inject({ method: 'GET', url: '/readyz' });
      expect(down.statusCode).toBe(503);
      expect(down.json().failing).toContain('redis');
      expect(down.json().checks.redis).toMatchObject({ ok: false });
    } finally {
      await own.close().catch(() => undefined);
    }
  });

  it('a request id from the proxy is answered back and on the log lines; one is made up otherwise', async () => {
    const given = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'proxy-abc-123' } });
    expect(given.headers['x-request-id']).toBe('proxy-abc-123');
    const lines = logLines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string }).filter((line) => line.reqId === 'proxy-abc-123');
    expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));

    const made = await app.inject({ method: 'GET', url: '/healthz' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // Something that is not an id (a log-injection attempt) is replaced, not echoed.
    const hostile = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'evil\nline {"level":60}' } });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // Error answers carry it too.
    const missing = await app.inject({ method: 'GET', url: '/api/no-such-route', headers: { 'x-request-id': 'proxy-404' } });
    expect(missing.headers['x-request-id']).toBe('proxy-404');
  });

  it('/metrics counts requests and times them per route', async () => {
    const before = sample(await scrape(), 'http_requests_total', { method: 'GET', route: '/healthz', status_code: '200' }) ?? 0;
    for (let i = 0; i < 3; i++) await app.inject({ method: 'GET', url: '/healthz' });
    await app.inject({ method: 'GET', url: '/api/realtime/config' });
    const text = await scrape();
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/healthz', status_code: '200' })).toBe(before + 3);
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    const count = sample(text, 'http_request_duration_seconds_count', { route: '/api/realtime/config', status_code: '200' });
    expect(count).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_bucket', { route: '/api/realtime/config', le: '+Inf' })).toBe(count);
    expect(sample(text, 'http_request_duration_seconds_sum', { route: '/api/realtime/config' })).toBeGreaterThan(0);
    // Paths that match no route share one label instead of one series each.
    await app.inject({ method: 'GET', url: '/api/random/path/42' });
    expect(await scrape()).not.toContain('/api/random/path/42');
    // The process's own metrics (prom-client's defaults) are there too.
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('/metrics shows live stream connections as they open and close', async () => {
    const user = await createUser(app);
    const ticket = (await call(app, user.key, { method: 'POST', url: '/api/realtime/ticket' })).json().data.ticket;
    const route = { route: '/api/realtime/stream' };
    expect(sample(await scrape(), 'live_stream_connections', route) ?? 0).toBe(0);
    const reader = await SseReader.open(`${base}/api/realtime/stream?ticket=${encodeURIComponent(ticket)}`);
    try {
      await reader.until((r) => r.events.some((e) => e.event === 'unread-count'));
      expect(sample(await scrape(), 'live_stream_connections', route)).toBe(1);
    } finally {
      reader.close();
    }
    const deadline = Date.now() + 5000;
    while ((sample(await scrape(), 'live_stream_connections', route) ?? 0) !== 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(sample(await scrape(), 'live_stream_connections', route) ?? 0).toBe(0);
  });

  it('/metrics shows job queue depth and lag, games in progress and draft clocks', async () => {
    // A job due five seconds ago that no worker takes: depth 1, lag about 5 s.
    await jobs.schedule('ops-metrics-probe', 'one', new Date(Date.now() - 5000));
    await backend.database.db.insert(games).values({
      id: `ops-${Date.now()}`,
      mode: 'exhibition',
      homeTeamId: 'NYA',
      homeYear: 1927,
      awayTeamId: 'BOS',
      awayYear: 1927,
      userSide: 'none',
      seed: 1,
      options: {},
      decisions: [],
      status: 'live',
    });
    const text = await scrape();
    expect(sample(text, 'job_queue_depth', { queue: 'ops-metrics-probe' })).toBe(1);
    expect(sample(text, 'job_queue_lag_seconds', { queue: 'ops-metrics-probe' })).toBeGreaterThanOrEqual(4);
    expect(sample(text, 'job_queue_active', { queue: 'ops-metrics-probe' })).toBe(0);
    expect(sample(text, 'games_in_progress', { mode: 'exhibition' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'draft_clocks_running')).toBe(0);
  });

  it('/metrics is not public: only this machine directly, or the bearer of METRICS_TOKEN', async () => {
    const publicPeer = { remoteAddress: '203.0.113.9' };
    expect((await app.inject({ method: 'GET', url: '/metrics', ...publicPeer })).statusCode).toBe(403);
    // Through a reverse proxy on this machine the peer is local, but the forwarding header gives it away.
    expect((await app.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(403);
    // A private network is not trusted unless METRICS_ALLOW_PRIVATE=1.
    expect((await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3' })).statusCode).toBe(403);
    const wrong = await app.inject({ method: 'GET', url: '/metrics', ...publicPeer, headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('http_requests_total');
    const right = await app.inject({ method: 'GET', url: '/metrics', ...publicPeer, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('http_requests_total');
    // Not in the OpenAPI document (an operator's route, not the product's API).
    expect(JSON.stringify((await app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths)).not.toMatch(/metrics|healthz|readyz/);
  });

  it('METRICS_ALLOW_PRIVATE admits a direct private-network scraper, still no public one', async () => {
    // A database of its own, so the test may close it under a running app.
    const { database, dispose } = await openBackend(backend.name);
    const own = await buildApp({ config: { ...API_ONLY_CONFIG, metricsAllowPrivate: true }, database });
    try {
      expect((await own.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3' })).statusCode).toBe(200);
      expect((await own.inject({ method: 'GET', url: '/metrics', remoteAddress: '::ffff:192.168.0.7' })).statusCode).toBe(200);
      expect((await own.inject({ method: 'GET', url: '/metrics', remoteAddress: '198.51.100.4' })).statusCode).toBe(403);
      // No token configured: no bearer gets in.
      expect((await own.inject({ method: 'GET', url: '/metrics', remoteAddress: '198.51.100.4', headers: { authorization: 'Bearer x' } })).statusCode).toBe(401);
    } finally {
      await own.close();
      await database.close();
      await dispose();
    }
  });
});
