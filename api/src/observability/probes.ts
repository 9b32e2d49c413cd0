import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { JobQueue } from '../jobs';
import type { RealtimeBus } from '../realtime/index';

export interface ProbeSources {
  database: Database;
  bus: RealtimeBus;
  jobs: JobQueue;
}

interface CheckResult {
  ok: boolean;
  /** Why not: 'timeout' or 'failed' (the answer may be public; the full message goes to the log). */
  error?: 'timeout' | 'failed' | 'shutting down';
  [detail: string]: unknown;
}

class CheckTimeout extends Error {}

/** A dependency that does not answer within this long is down as far as traffic is concerned. */
const CHECK_TIMEOUT_MS = 2000;

async function timed(check: () => Promise<Omit<CheckResult, 'ok'> | void>, log: (error: unknown) => void): Promise<CheckResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimeout(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    return { ok: true, ...((await Promise.race([check(), timeout])) ?? {}) };
  } catch (error) {
    log(error);
    return { ok: false, error: error instanceof CheckTimeout ? 'timeout' : 'failed' };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /healthz: the process is up and serving (liveness; restart it when this fails). GET /readyz: it can do its work
 * (readiness; send it traffic only when this is 200): the database, Redis when configured, the job queue and the
 * event loop. 503 names every failing dependency in `failing`.
 */
export function registerProbes(app: FastifyInstance, { database, bus, jobs }: ProbeSources): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) }),
  );

  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    const checks: Record<string, CheckResult> = {};
    const pending: Array<Promise<void>> = [];
    const run = (name: string, check: () => Promise<Omit<CheckResult, 'ok'> | void>) =>
      pending.push(
        timed(check, (error) => request.log.warn({ err: error, dependency: name }, `readiness: ${name} failed`)).then((result) => void (checks[name] = result)),
      );

    run('database', async () => {
      if (!(await database.ping())) throw new Error('unexpected answer');
      return { kind: database.kind };
    });
    const ping = bus.ping?.bind(bus);
    if (ping) run('redis', async () => void (await ping()));
    const check = jobs.check?.bind(jobs);
    if (check) run('jobs', async () => ({ state: await check() }));
    if (app.hasDecorator('isUnderPressure')) {
      run('load', async () => {
        const { eventLoopDelay } = app.memoryUsage();
        if (app.isUnderPressure()) throw new Error(`overloaded: event loop delay ${Math.round(eventLoopDelay)} ms`);
        return { eventLoopDelayMs: Math.round(eventLoopDelay) };
      });
    }
    await Promise.all(pending);
    if (closing || (app.hasDecorator('draining') && app.draining.active)) checks.server = { ok: false, error: 'shutting down' };

    const failing = Object.entries(checks).filter(([, result]) => !result.ok).map(([name]) => name);
    return reply
      .status(failing.length === 0 ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status: failing.length === 0 ? 'ready' : 'unavailable', failing, checks });
  });
}
