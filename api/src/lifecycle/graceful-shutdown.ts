import type { FastifyInstance } from 'fastify';

export interface ShutdownSettings {
  /**
   * SHUTDOWN_DRAIN_SECONDS (default 0): how long /readyz answers 503 before the server stops taking requests, so the
   * reverse proxy's health checks see it and send new requests to the other instances. Set it above the proxy's
   * health check interval (deploy/Caddyfile checks every second; deploy/compose.yaml sets 3).
   */
  drainMs: number;
  /** SHUTDOWN_TIMEOUT_SECONDS (default 25): past this the process exits anyway, with code 1. */
  timeoutMs: number;
}

function seconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback * 1000;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) throw new Error(`${name} must be a number of seconds of at least 0, got "${value}"`);
  return number * 1000;
}

export function loadShutdownSettings(env: NodeJS.ProcessEnv = process.env): ShutdownSettings {
  return { drainMs: seconds(env, 'SHUTDOWN_DRAIN_SECONDS', 0), timeoutMs: seconds(env, 'SHUTDOWN_TIMEOUT_SECONDS', 25) };
}

export interface ShutdownDeps {
  app: Pick<FastifyInstance, 'close' | 'draining'>;
  /** After the server has closed (every request answered, the job queue stopped). */
  closeDatabase(): Promise<void>;
  settings: ShutdownSettings;
  exit(code: number): void;
  log(message: string): void;
  /** Waits `ms` (tests pass a fake). */
  wait?(ms: number): Promise<void>;
  /** Calls `fn` after `ms` (tests pass a fake). */
  after?(ms: number, fn: () => void): void;
}

const realWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const realAfter = (ms: number, fn: () => void) => void setTimeout(fn, ms);

/**
 * The handler of SIGTERM (and SIGINT). In order: readiness fails (the proxy drains this instance) and the server keeps
 * serving for `drainMs`; then `app.close()`: every live stream is told to reconnect and ended (the browsers come back
 * through the proxy, to another instance), no new connection is accepted, requests in flight finish, the job queue
 * stops taking jobs and hands back those it could not finish (another instance runs them), the realtime bus closes
 * last; then the database, and exit 0. Past `timeoutMs`, or on a second signal, the process exits with 1 at once.
 */
export function gracefulShutdown({ app, closeDatabase, settings, exit, log, wait = realWait, after = realAfter }: ShutdownDeps): (signal: string) => Promise<void> {
  let started = false;
  let finished = false;
  const end = (code: number) => {
    if (finished) return;
    finished = true;
    exit(code);
  };
  return async (signal) => {
    if (started) {
      log(`${signal} again: exiting now`);
      end(1);
      return;
    }
    started = true;
    after(settings.timeoutMs, () => {
      log(`shutdown did not finish within ${settings.timeoutMs / 1000} s: exiting`);
      end(1);
    });
    app.draining.start();
    log(`${signal}: draining (readiness fails) for ${settings.drainMs / 1000} s, then closing`);
    try {
      if (settings.drainMs > 0) await wait(settings.drainMs);
      await app.close();
      await closeDatabase();
      log('shut down cleanly');
      end(0);
    } catch (error) {
      log(`shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
      end(1);
    }
  };
}
