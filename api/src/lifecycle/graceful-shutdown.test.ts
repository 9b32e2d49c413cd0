import { Draining } from '../observability/draining';
import { gracefulShutdown, loadShutdownSettings, type ShutdownDeps } from './graceful-shutdown';

/** A shutdown whose waits and timers are driven by the test; `steps` records what happened, in order. */
function harness(settings = { drainMs: 3000, timeoutMs: 25_000 }) {
  const steps: string[] = [];
  const draining = new Draining();
  const waits: Array<{ ms: number; resolve: () => void }> = [];
  const timers: Array<{ ms: number; fn: () => void }> = [];
  let closeApp: () => Promise<void> = async () => undefined;
  const deps: ShutdownDeps = {
    app: {
      draining,
      close: (async () => {
        steps.push(`close (draining: ${draining.active})`);
        await closeApp();
      }) as unknown as ShutdownDeps['app']['close'],
    },
    closeDatabase: async () => void steps.push('database closed'),
    settings,
    exit: (code) => void steps.push(`exit ${code}`),
    log: () => undefined,
    wait: (ms) => new Promise<void>((resolve) => waits.push({ ms, resolve })),
    after: (ms, fn) => void timers.push({ ms, fn }),
  };
  return { steps, draining, waits, timers, deps, setClose: (fn: () => Promise<void>) => (closeApp = fn) };
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('graceful shutdown', () => {
  it('fails readiness first, keeps serving for the drain, then closes the server, the database, and exits 0', async () => {
    const h = harness();
    const done = gracefulShutdown(h.deps)('SIGTERM');
    await flush();
    expect(h.draining.active).toBe(true);
    expect(h.steps).toEqual([]);
    expect(h.waits.map((w) => w.ms)).toEqual([3000]);
    h.waits[0]!.resolve();
    await done;
    expect(h.steps).toEqual(['close (draining: true)', 'database closed', 'exit 0']);
  });

  it('closes at once without a drain', async () => {
    const h = harness({ drainMs: 0, timeoutMs: 25_000 });
    await gracefulShutdown(h.deps)('SIGINT');
    expect(h.waits).toEqual([]);
    expect(h.steps).toEqual(['close (draining: true)', 'database closed', 'exit 0']);
  });

  it('exits 1 when the shutdown outlasts its timeout, and only once', async () => {
    const h = harness({ drainMs: 0, timeoutMs: 25_000 });
    let release: () => void = () => undefined;
    h.setClose(() => new Promise<void>((resolve) => (release = resolve)));
    const done = gracefulShutdown(h.deps)('SIGTERM');
    await flush();
    expect(h.timers.map((t) => t.ms)).toEqual([25_000]);
    h.timers[0]!.fn();
    expect(h.steps).toEqual(['close (draining: true)', 'exit 1']);
    release();
    await done;
    expect(h.steps.filter((s) => s.startsWith('exit'))).toEqual(['exit 1']);
  });

  it('a second signal exits 1 at once', async () => {
    const h = harness();
    const shutdown = gracefulShutdown(h.deps);
    void shutdown('SIGTERM');
    await shutdown('SIGTERM');
    expect(h.steps).toEqual(['exit 1']);
  });

  it('exits 1 when closing fails', async () => {
    const h = harness({ drainMs: 0, timeoutMs: 25_000 });
    h.setClose(async () => {
      throw new Error('boom');
    });
    await gracefulShutdown(h.deps)('SIGTERM');
    expect(h.steps).toEqual(['close (draining: true)', 'exit 1']);
  });

  it('reads SHUTDOWN_DRAIN_SECONDS and SHUTDOWN_TIMEOUT_SECONDS, and refuses nonsense', () => {
    expect(loadShutdownSettings({})).toEqual({ drainMs: 0, timeoutMs: 25_000 });
    expect(loadShutdownSettings({ SHUTDOWN_DRAIN_SECONDS: '2.5', SHUTDOWN_TIMEOUT_SECONDS: '40' })).toEqual({ drainMs: 2500, timeoutMs: 40_000 });
    expect(() => loadShutdownSettings({ SHUTDOWN_DRAIN_SECONDS: 'soon' })).toThrow('SHUTDOWN_DRAIN_SECONDS');
    expect(() => loadShutdownSettings({ SHUTDOWN_TIMEOUT_SECONDS: '-1' })).toThrow('SHUTDOWN_TIMEOUT_SECONDS');
  });
});
