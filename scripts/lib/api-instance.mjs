// One API instance as a process of its own (`node api/dist/server.cjs`) on a fixed port, so it can be stopped with
// SIGTERM and started again where the proxy (or the clients) expect it.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { request } from './deploy-http.mjs';

/** A TCP port nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers `status` (a readiness wait, not a fixed sleep); rejects after `ms`. */
export async function waitForStatus(url, { status = 200, ms = 60_000, ca } = {}) {
  const deadline = Date.now() + ms;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const res = await request(url, { ca, timeoutMs: 5000 });
      if (res.status === status) return res;
      last = `${res.status} ${res.text.slice(0, 200)}`;
    } catch (error) {
      last = error.code ?? error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer ${status} within ${ms} ms (last: ${last})`);
}

/**
 * An instance named `name` on `port` with `env`. `start()` resolves once it is ready (/readyz 200); `stop(signal)`
 * resolves with how the process ended ({ code, signal, ms }). `output()` is what it printed (the newest 200 kB).
 */
export function apiInstance({ repoRoot, name, port, env }) {
  let child = null;
  let exited = null;
  let log = '';
  const url = `http://127.0.0.1:${port}`;
  return {
    name,
    port,
    url,
    output: () => log,
    get running() {
      return child !== null && child.exitCode === null && child.signalCode === null;
    },
    async start({ readyMs = 60_000 } = {}) {
      const proc = spawn(process.execPath, [path.join(repoRoot, 'api', 'dist', 'server.cjs')], {
        cwd: repoRoot,
        env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = proc;
      const keep = (chunk) => {
        log = `${log}${chunk}`.slice(-200_000);
      };
      proc.stdout.on('data', keep);
      proc.stderr.on('data', keep);
      exited = new Promise((resolve) => proc.once('exit', (code, signal) => resolve({ code, signal })));
      const died = exited.then(({ code, signal }) => {
        throw new Error(`${name} exited (${code ?? signal}) before it was ready:\n${log.slice(-4000)}`);
      });
      await Promise.race([waitForStatus(`${url}/readyz`, { ms: readyMs }), died]);
      died.catch(() => undefined);
    },
    /** Sends `signal` (SIGTERM: the graceful shutdown) and waits for the process to end. */
    async stop(signal = 'SIGTERM') {
      if (!child || !exited) return { code: null, signal: null, ms: 0 };
      const started = Date.now();
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const result = await exited;
      child = null;
      return { ...result, ms: Date.now() - started };
    },
  };
}
