#!/usr/bin/env node
// `npm run bench:bundle`: build, serve the production build, and measure in
// headless Chromium what the browser loads before the first paint of
// /experiences/new, what each remote adds for its first route, and what each
// shared library costs. Figures, not a timed test: quote medians.
// Flags: --no-build (measure the current dist/), --runs N (default 5).
/* global window, PopStateEvent -- these names are read inside page.evaluate(), in the browser */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { pnpm, repoRoot } from './lib/pnpm.mjs';
import { subscribedRecord } from './lib/bench-subscriber.mjs';
import { benchArgs } from './lib/bench-args.mjs';

const require = createRequire(import.meta.url);
const { positive, has } = benchArgs();
const runs = positive('runs', 5, { integer: true });
const TARGETS = { hostFirstLoadKb: 250, remoteFirstRouteKb: 60, fcpMs: 1000 };
const REMOTES = [
  { name: 'mfe_gameplay', folder: 'mfe-gameplay', route: '/game/single' },
  { name: 'mfe_leagues', folder: 'mfe-leagues', route: '/stats-and-ratings' },
  { name: 'mfe_tournaments', folder: 'mfe-tournaments', route: '/tournament-lobby' },
  { name: 'mfe_gotd', folder: 'mfe-gotd', route: '/leaderboard' },
  // /login is a guest's page: a logged-in user is sent home from it.
  { name: 'mfe_account', folder: 'mfe-account', route: '/login', asGuest: true },
];

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

function gzipOfFile(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Maps a served URL path back to the built file, to size it the way a server would gzip it. */
function fileForUrl(urlPath) {
  if (urlPath.startsWith('/remotes/')) {
    const [, , folder, ...rest] = urlPath.split('/');
    return path.join(repoRoot, folder, 'dist', ...rest);
  }
  if (urlPath === '/' || !path.extname(urlPath)) return path.join(repoRoot, 'host', 'dist', 'index.html');
  return path.join(repoRoot, 'host', 'dist', urlPath);
}

async function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bb-bench-'));
  const child = spawn(process.execPath, [path.join(repoRoot, 'api', 'dist', 'server.cjs')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const baseUrl = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000);
    const onData = (chunk) => {
      out += chunk;
      const m = /running at (http:\/\/\S+?)\/?\s/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
  });
  return { baseUrl, stop: () => (child.kill('SIGTERM'), rmSync(dataDir, { recursive: true, force: true })) };
}

async function measureFirstPaint(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/experiences/new`, { waitUntil: 'load' });
  await page.locator('main h1').first().waitFor();
  // The paint entry can land a moment after the heading is in the DOM.
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 10_000 }).catch(() => undefined);
  const result = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const resources = performance
      .getEntriesByType('resource')
      .filter((e) => fcp === null || e.startTime <= fcp)
      .map((e) => new URL(e.name).pathname);
    return { fcp, resources };
  });
  await context.close();
  return result;
}


async function measureRemote(browser, baseUrl, remote, record) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  if (!remote.asGuest) await context.addInitScript((r) => window.localStorage.setItem('authToken', JSON.stringify(r)), record);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/experiences/new`, { waitUntil: 'networkidle' });
  const before = new Set(await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)));
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, remote.route);
  await page.locator(`[data-remote="${remote.name}"] h1`).first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const after = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
  await context.close();
  return after.filter((p) => !before.has(p));
}

async function main() {
  if (!has('no-build')) {
    console.log('[bench:bundle] building');
    await pnpm(['-r', '--workspace-concurrency=2', '--filter=!@bb/e2e', 'run', 'build']);
  }
  const { chromium } = require(path.join(repoRoot, 'node_modules', 'playwright-core'));
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    // First paint of /experiences/new, cold each run.
    const paints = [];
    for (let i = 0; i < runs; i += 1) paints.push(await measureFirstPaint(browser, server.baseUrl));
    const firstPaintFiles = [...new Set(paints.at(-1).resources.filter((p) => /\.(js|css)$/.test(p)))];
    const firstPaint = firstPaintFiles.map((p) => ({ file: p, gzipBytes: gzipOfFile(fileForUrl(p)) }));
    const htmlGzip = gzipOfFile(fileForUrl('/'));
    const hostJsGzip = firstPaint.filter((f) => f.file.endsWith('.js')).reduce((a, f) => a + f.gzipBytes, 0);
    const measured = paints.map((p) => p.fcp).filter((fcp) => typeof fcp === 'number');
    if (measured.length === 0) throw new Error('Chromium reported no first-contentful-paint in any run');
    const fcpMedian = median(measured);

    // Each remote's own JS for its first route.
    const remotes = [];
    const record = await subscribedRecord(server.baseUrl);
    for (const remote of REMOTES) {
      const added = await measureRemote(browser, server.baseUrl, remote, record);
      const own = added.filter((p) => p.startsWith(`/remotes/${remote.folder}/`) && p.endsWith('.js'));
      const others = added.filter((p) => !p.startsWith(`/remotes/${remote.folder}/`) && p.endsWith('.js'));
      const files = own.map((p) => ({ file: p, gzipBytes: gzipOfFile(fileForUrl(p)) }));
      remotes.push({
        remote: remote.name,
        route: remote.route,
        ownJsGzipBytes: files.reduce((a, f) => a + f.gzipBytes, 0),
        files,
        otherJsLoaded: others,
      });
    }

    // Each shared library, as the host provides it.
    const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'host', 'dist', 'mf-manifest.json'), 'utf8'));
    const shared = manifest.shared.map((s) => {
      const files = [...s.assets.js.sync, ...s.assets.js.async];
      return { name: s.name, version: s.version, gzipBytes: files.reduce((a, f) => a + gzipOfFile(path.join(repoRoot, 'host', 'dist', f)), 0), files };
    });

    const result = {
      measuredAt: new Date().toISOString(),
      runs,
      firstPaint: {
        route: '/experiences/new',
        fcpMsMedian: Math.round(fcpMedian),
        fcpMsRuns: paints.map((p) => Math.round(p.fcp ?? -1)),
        hostJsGzipBytes: hostJsGzip,
        htmlGzipBytes: htmlGzip,
        files: firstPaint,
      },
      remotes,
      shared,
      targets: TARGETS,
    };

    const ok = (value, limit) => (value <= limit ? 'ok' : 'OVER');
    console.log(`\nFirst paint of /experiences/new (median of ${runs} cold loads)`);
    console.log(`  FCP ${result.firstPaint.fcpMsMedian} ms  [target ≤ ${TARGETS.fcpMs} ms: ${ok(result.firstPaint.fcpMsMedian, TARGETS.fcpMs)}]  runs: ${result.firstPaint.fcpMsRuns.join(', ')}`);
    console.log(`  host JS before first paint: ${kb(hostJsGzip)} KB gzip in ${firstPaint.length} files  [target ≤ ${TARGETS.hostFirstLoadKb} KB: ${ok(kb(hostJsGzip), TARGETS.hostFirstLoadKb)}]  (+ index.html ${kb(htmlGzip)} KB)`);
    console.log('\nEach remote: its own JS for its first route');
    for (const r of remotes) {
      console.log(`  ${r.remote.padEnd(16)} ${r.route.padEnd(20)} ${String(kb(r.ownJsGzipBytes)).padStart(6)} KB gzip in ${r.files.length} files  [≤ ${TARGETS.remoteFirstRouteKb} KB: ${ok(kb(r.ownJsGzipBytes), TARGETS.remoteFirstRouteKb)}]${r.otherJsLoaded.length ? `  (+ ${r.otherJsLoaded.length} host files)` : ''}`);
    }
    console.log('\nShared libraries (the host-provided copy)');
    for (const s of [...shared].sort((a, b) => b.gzipBytes - a.gzipBytes)) console.log(`  ${s.name.padEnd(20)} ${s.version.padEnd(9)} ${String(kb(s.gzipBytes)).padStart(6)} KB gzip`);

    const outDir = path.join(repoRoot, 'bench-results');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, 'bundle.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(`\n[bench:bundle] wrote bench-results/bundle.json`);
  } finally {
    await browser.close();
    server.stop();
  }
}

main().catch((error) => {
  console.error(`[bench:bundle] ${error.stack ?? error}`);
  process.exit(1);
});
