// Helpers of scripts/bench-api.mjs: child processes (import CLI, server), a
// throwaway PostgreSQL database, autocannon runs with exact percentiles, and
// the printed table. Nothing here is specific to one backend.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './pnpm.mjs';

/** autocannon and pg are dependencies of @bb/api, resolved from there (no root install). */
const apiRequire = createRequire(path.join(repoRoot, 'api', 'package.json'));
export const autocannon = apiRequire('autocannon');
const pg = apiRequire('pg');

/** Cleanups run on Ctrl-C / SIGTERM, when the finally blocks of the run never get to. */
const cleanups = new Set();
export function onInterrupt(fn) {
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    console.error(`\n[bench:api] ${signal}: cleaning up`);
    for (const fn of [...cleanups].reverse()) await Promise.resolve().then(fn).catch(() => {});
    process.exit(130);
  });
}

const TAIL = 60;
/** Keeps the last lines a child printed, for error messages; always drains the pipe. */
function collect(stream, lines, onLine) {
  let partial = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const parts = (partial + chunk).split('\n');
    partial = parts.pop();
    for (const line of parts) {
      lines.push(line);
      if (lines.length > TAIL) lines.shift();
      onLine?.(line);
    }
  });
}

/** Runs `node <script> ...args` to completion; resolves { code, lines, ms }. */
export function runNode(script, args, env, { echo = () => false, cwd = repoRoot } = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, [script, ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const forget = onInterrupt(() => child.kill('SIGKILL'));
    const lines = [];
    const all = [];
    const onLine = (line) => {
      all.push(line);
      if (echo(line)) console.log(`    ${line}`);
    };
    collect(child.stdout, lines, onLine);
    collect(child.stderr, lines, onLine);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      forget();
      resolve({ code: code ?? (signal ? 1 : 0), lines: all, tail: lines, ms: Number(process.hrtime.bigint() - started) / 1e6 });
    });
  });
}

/** Starts api/dist/server.cjs on a free port; resolves { baseUrl, stop }. */
export function startServer(env, timeoutMs = 90_000) {
  const child = spawn(process.execPath, [path.join(repoRoot, 'api', 'dist', 'server.cjs')], {
    cwd: repoRoot,
    env: { ...env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines = [];
  let exited = null;
  const exit = new Promise((resolve) => child.on('exit', (code, signal) => resolve((exited = code ?? signal))));
  const forget = onInterrupt(() => stop());
  const stop = async () => {
    forget();
    if (exited !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => exited === null && child.kill('SIGKILL'), 10_000);
    await exit;
    clearTimeout(timer);
  };
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within ${timeoutMs / 1000} s:\n${lines.join('\n')}`)), timeoutMs);
    const onLine = (line) => {
      const m = /Diamond Dice is running at (http:\/\/\S+?)\/?$/.exec(line.trim());
      if (m) {
        clearTimeout(timer);
        resolve(m[1].replace('//localhost', '//127.0.0.1'));
      }
    };
    collect(child.stdout, lines, onLine);
    collect(child.stderr, lines, onLine);
    exit.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before it was ready:\n${lines.join('\n')}`));
    });
  });
  return ready.then(
    (baseUrl) => ({ baseUrl, stop, logTail: () => lines.join('\n') }),
    async (error) => {
      await stop();
      throw error;
    },
  );
}

/** postgres://user@host:port/db → the same server with another database name. */
export function withDatabase(url, database) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Resolves true when the PostgreSQL server behind `url` answers within a few seconds. */
export async function postgresAnswers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Resolves true when Redis behind `url` answers PING within a moment. */
export async function redisAnswers(url) {
  const { Socket } = await import('node:net');
  const u = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1500, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(Number(u.port || 6379), u.hostname, () => {
      socket.write('PING\r\n');
      socket.once('data', (d) => done(d.toString().startsWith('+PONG')));
    });
  });
}

/** Runs one statement on the maintenance database (CREATE / DROP DATABASE). */
export async function adminQuery(url, text) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end().catch(() => {});
  }
}

/** JSON request with fetch; throws with the answer when the status is not `expect`. */
export async function requestJson(baseUrl, method, urlPath, { body, key, expect = [200] } = {}) {
  const headers = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (key) headers.authorization = `Bearer ${key}`;
  const res = await fetch(baseUrl + urlPath, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (!expect.includes(res.status)) throw new Error(`${method} ${urlPath} answered ${res.status}: ${text.slice(0, 400)}`);
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

/**
 * Signs up as a user does: the form's request, then the token of the link in the mail (the local outbox answers
 * this machine). Answers the stored auth record.
 */
export async function signUpUser(baseUrl, body) {
  await requestJson(baseUrl, 'POST', '/api/users/signup', { body, expect: [202] });
  const mails = (await requestJson(baseUrl, 'GET', '/api/outbox')).json.data;
  const token = /token=([A-Za-z0-9_-]+)/.exec(mails.find((m) => m.to === body.email)?.text ?? '')?.[1];
  if (!token) throw new Error(`no sign-up mail to ${body.email}`);
  return (await requestJson(baseUrl, 'POST', '/api/users/signup/confirm', { body: { token }, expect: [201] })).json.data;
}

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return null;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

const round = (x, digits = 2) => (x === null || x === undefined ? null : Math.round(x * 10 ** digits) / 10 ** digits);

/**
 * One autocannon run. autocannon's summary has p50/p90/p97.5/p99 but no p95
 * (and its histogram is destroyed when the run ends), so every response time
 * is also collected from the 'response' event and the percentiles below are
 * exact (nearest rank) over the 2xx answers; autocannon's own figures are kept
 * beside them as a cross-check.
 */
export function runAutocannon({ url, requests, headers, connections, duration }) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon({ url, requests, headers, connections, duration, pipelining: 1, timeout: 10 }, (error, result) => {
      if (error) return reject(error);
      latencies.sort((a, b) => a - b);
      resolve({
        connections,
        durationS: result.duration,
        requests: result.requests.total,
        requestsPerSec: round(result.requests.average, 1),
        latencyMs: {
          mean: round(latencies.reduce((a, b) => a + b, 0) / (latencies.length || 1)),
          p50: round(percentile(latencies, 50)),
          p95: round(percentile(latencies, 95)),
          p99: round(percentile(latencies, 99)),
          max: round(latencies[latencies.length - 1]),
        },
        autocannonLatencyMs: { p50: result.latency.p50, p90: result.latency.p90, p97_5: result.latency.p97_5, p99: result.latency.p99, mean: result.latency.mean },
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
        statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
      });
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
}

const pad = (value, width, right = false) => {
  const s = String(value ?? '-');
  return right ? s.padEnd(width) : s.padStart(width);
};
const fmt = (x, digits = 2) => (x === null || x === undefined ? '-' : x.toFixed(digits));

/** The per-backend table: import line, then one row per endpoint. */
export function formatBackend(result, targets) {
  const out = [];
  out.push(`\n=== ${result.backend}${result.label ? ` (${result.label})` : ''} ===`);
  const imp = result.import;
  if (imp) {
    const verdict = imp.wallS <= targets.importS ? 'ok' : 'OVER';
    out.push(
      `import: ${fmt(imp.wallS, 1)} s wall (CLI reported ${imp.reportedS ?? '?'} s for ${imp.rows ?? '?'} rows)   target ≤ ${targets.importS} s: ${verdict}`,
    );
  }
  const header = `${pad('endpoint', 34, true)} ${pad('req/s', 8)} ${pad('p50 ms', 8)} ${pad('p95 ms', 8)} ${pad('p99 ms', 8)} ${pad('errors', 7)} ${pad('non2xx', 7)}  target`;
  out.push(header, '-'.repeat(header.length + 12));
  for (const row of result.endpoints ?? []) {
    let target = '';
    if (row.targetP95Ms !== undefined) target = `p95 ≤ ${row.targetP95Ms} ms: ${row.latencyMs.p95 !== null && row.latencyMs.p95 <= row.targetP95Ms ? 'ok' : 'OVER'}`;
    out.push(
      `${pad(row.name, 34, true)} ${pad(fmt(row.requestsPerSec, 1), 8)} ${pad(fmt(row.latencyMs.p50), 8)} ${pad(fmt(row.latencyMs.p95), 8)} ${pad(fmt(row.latencyMs.p99), 8)} ${pad(row.errors + row.timeouts, 7)} ${pad(row.non2xx, 7)}  ${target}`,
    );
  }
  for (const row of result.endpoints ?? []) {
    if (!row.perPathSerialMedianMs) continue;
    const parts = Object.entries(row.perPathSerialMedianMs).map(([p, ms]) => `${decodeURIComponent(p.split('q=')[1] ?? p)} ${fmt(ms)}`);
    out.push(`${row.id}: median of 25 sequential requests per path, ms (fetch, client overhead included): ${parts.join(', ')}`);
  }
  return out.join('\n');
}
