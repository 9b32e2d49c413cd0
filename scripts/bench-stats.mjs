#!/usr/bin/env node
// `npm run bench:stats`: the stats & ratings browser (issue 9). Builds the API server, the host and
// mfe-leagues, imports the full Lahman data into a fresh PGlite, starts the server, then measures
// 1. API latency with autocannon (p50/p95/p99) for a player page (profile + card of several
//    players, the two calls the page makes first) and a league leaders page (leaders, standings,
//    team stats), plus each path's first, uncached answer;
// 2. in headless Chromium, as a Baseball Max subscriber: the gzip size of mfe-leagues' own JS
//    loaded for the first paint of a player page (the Ratings tab: no chart on screen), and what
//    the charts add when the Card tab draws them (victory arrives in its own chunks).
// Prints a table and writes bench-results/stats.json. Figures, not a timed test.
// Flags: --no-build, --no-import (reuse --data-dir), --data-dir DIR, --connections N (10), --duration S (10).
/* global window -- these names are read inside page.evaluate(), in the browser */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pnpm, repoRoot } from './lib/pnpm.mjs';
import { runAutocannon, runNode, startServer } from './lib/api-bench.mjs';
import { subscribedRecord } from './lib/bench-subscriber.mjs';
import { benchArgs } from './lib/bench-args.mjs';

const require = createRequire(import.meta.url);
const { flag, positive, has } = benchArgs();
const settings = { connections: positive('connections', 10, { integer: true }), durationS: positive('duration', 10), warmupS: 2 };
const TARGETS = { p95Ms: 20, firstPaintGzipKb: 60 };
const log = (message) => console.log(`[bench:stats] ${message}`);
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

const PLAYERS = [
  ['gehrilo01', 1927],
  ['ruthba01', 1927],
  ['gibsobo01', 1968],
  ['mantlmi01', 1956],
  ['aaronha01', 1957],
  ['troutmi01', 2019],
];
const ENDPOINTS = [
  {
    id: 'playerPage',
    name: `player page (${PLAYERS.length} players: profile + card)`,
    paths: PLAYERS.flatMap(([id, year]) => [`/api/players/${id}`, `/api/players/${id}/card?year=${year}`]),
  },
  {
    id: 'leadersPage',
    name: 'league leaders page (1968 AL, 1927 AL)',
    paths: [
      '/api/leagues/AL/seasons/1968/leaders?type=pitching&sort=era&limit=25',
      '/api/leagues/AL/seasons/1968/leaders?type=batting&sort=avg&limit=25',
      '/api/leagues/AL/seasons/1968/standings',
      '/api/leagues/AL/seasons/1968/team-stats',
      '/api/leagues/AL/seasons/1927/leaders?type=batting&sort=hr&limit=25',
      '/api/leagues/AL/seasons/1927/leaders?type=pitching&sort=w&limit=25',
    ],
  },
];

function lahmanDir() {
  const candidates = process.env.BASEBALL_DATA_DIR
    ? [path.resolve(process.env.BASEBALL_DATA_DIR)]
    : [path.resolve(repoRoot, '../shared/data/lahman'), path.join(repoRoot, '.data', 'lahman')];
  return candidates.find((dir) => existsSync(path.join(dir, 'People.csv'))) ?? null;
}

async function build() {
  log('building the API server, the host and mfe-leagues …');
  // The host provides @bb/shared (and with it the player and team UI) to every remote at runtime.
  await pnpm(['--filter', '@bb/api', '--filter', '@bb/host', '--filter', '@bb/mfe-leagues', 'run', 'build']);
}

/** The first answer of every path (nothing cached yet), then autocannon over all of them. */
async function measureApi(baseUrl) {
  const rows = [];
  for (const endpoint of ENDPOINTS) {
    const coldMs = {};
    for (const p of endpoint.paths) {
      const t0 = performance.now();
      const res = await fetch(baseUrl + p);
      const body = await res.text();
      coldMs[p] = Math.round((performance.now() - t0) * 10) / 10;
      if (res.status !== 200) throw new Error(`GET ${p} answered ${res.status}: ${body.slice(0, 300)}`);
    }
    const options = { url: baseUrl, requests: endpoint.paths.map((p) => ({ method: 'GET', path: p })), connections: settings.connections };
    await runAutocannon({ ...options, duration: settings.warmupS });
    const result = await runAutocannon({ ...options, duration: settings.durationS });
    const row = { id: endpoint.id, name: endpoint.name, paths: endpoint.paths, coldMs, ...result, targetP95Ms: TARGETS.p95Ms };
    row.targetMet = row.latencyMs.p95 !== null && row.latencyMs.p95 <= TARGETS.p95Ms;
    rows.push(row);
    log(`${row.name}: ${row.requestsPerSec} req/s, p50 ${row.latencyMs.p50} ms, p95 ${row.latencyMs.p95} ms, p99 ${row.latencyMs.p99} ms; first answers ${Object.values(coldMs).join(', ')} ms`);
  }
  return rows;
}


function gzipOf(urlPath) {
  const [, , folder, ...rest] = urlPath.split('/');
  const file = urlPath.startsWith('/remotes/') ? path.join(repoRoot, folder, 'dist', ...rest) : path.join(repoRoot, 'host', 'dist', urlPath);
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

const jsPaths = (page) => page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => p.endsWith('.js')));

async function measureBundle(baseUrl, record) {
  const { chromium } = require(path.join(repoRoot, 'node_modules', 'playwright-core'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript((r) => window.localStorage.setItem('authToken', JSON.stringify(r)), record);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/stats-and-ratings/players/gehrilo01?year=1927&tab=ratings`, { waitUntil: 'load' });
    await page.locator('[data-testid="ratings-panel"]').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const firstPaint = await jsPaths(page);
    await page.getByRole('tab', { name: 'Card', exact: true }).click();
    await page.locator('.VictoryContainer svg').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const charts = (await jsPaths(page)).filter((p) => !firstPaint.includes(p));
    await context.close();
    const own = firstPaint.filter((p) => p.startsWith('/remotes/mfe-leagues/'));
    const sized = (paths) => paths.map((p) => ({ path: p, gzipBytes: gzipOf(p) }));
    const sum = (rows) => rows.reduce((a, r) => a + r.gzipBytes, 0);
    const ownRows = sized(own);
    const chartRows = sized(charts);
    return {
      page: '/stats-and-ratings/players/gehrilo01?year=1927 (Ratings tab: first paint without charts)',
      mfeLeaguesFirstPaint: { files: ownRows, gzipKb: kb(sum(ownRows)), targetKb: TARGETS.firstPaintGzipKb, targetMet: kb(sum(ownRows)) <= TARGETS.firstPaintGzipKb },
      otherFirstPaintJs: { files: firstPaint.length - own.length, gzipKb: kb(sum(sized(firstPaint.filter((p) => !own.includes(p))))) },
      chartsAfterFirstPaint: { files: chartRows, gzipKb: kb(sum(chartRows)) },
    };
  } finally {
    await browser.close();
  }
}

async function main() {
  const data = lahmanDir();
  if (!data) throw new Error('no Lahman CSVs: set BASEBALL_DATA_DIR or run npm run data:fetch');
  if (!has('no-build')) await build();
  const given = flag('data-dir', null);
  const dataDir = given ? path.resolve(given) : mkdtempSync(path.join(os.tmpdir(), 'bb-bench-stats-'));
  const env = { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, BASEBALL_DATA_DIR: data, LOG_LEVEL: 'warn' };
  try {
    if (!has('no-import')) {
      log('full import (PGlite) …');
      const imp = await runNode(path.join(repoRoot, 'api', 'dist', 'import.cjs'), [], env, { echo: (line) => /import time|failed|error/i.test(line) });
      if (imp.code !== 0) throw new Error(`the import exited with ${imp.code}:\n${imp.tail.join('\n')}`);
    }
    const server = await startServer(env);
    try {
      log(`server at ${server.baseUrl}`);
      const api = await measureApi(server.baseUrl);
      const bundle = await measureBundle(server.baseUrl, await subscribedRecord(server.baseUrl, 'stats'));
      const result = { date: new Date().toISOString(), machine: { cpus: os.cpus().length, node: process.version }, settings, targets: TARGETS, api, bundle };
      mkdirSync(path.join(repoRoot, 'bench-results'), { recursive: true });
      writeFileSync(path.join(repoRoot, 'bench-results', 'stats.json'), `${JSON.stringify(result, null, 2)}\n`);
      console.log('\n=== stats & ratings (PGlite, full data) ===');
      for (const row of api) {
        console.log(`${row.name.padEnd(46)} ${String(row.requestsPerSec).padStart(8)} req/s  p50 ${row.latencyMs.p50} ms  p95 ${row.latencyMs.p95} ms  p99 ${row.latencyMs.p99} ms  target p95 ≤ ${TARGETS.p95Ms} ms: ${row.targetMet ? 'ok' : 'OVER'}`);
        console.log(`${''.padEnd(46)} first (uncached) answers: ${Object.entries(row.coldMs).map(([p, ms]) => `${p.replace('/api/', '')} ${ms}`).join(', ')} ms`);
      }
      const b = bundle.mfeLeaguesFirstPaint;
      console.log(`mfe-leagues JS for a player page's first paint: ${b.gzipKb} KB gzip in ${b.files.length} files   target ≤ ${TARGETS.firstPaintGzipKb} KB: ${b.targetMet ? 'ok' : 'OVER'}`);
      console.log(`charts loaded after first paint: ${bundle.chartsAfterFirstPaint.gzipKb} KB gzip in ${bundle.chartsAfterFirstPaint.files.length} files`);
      console.log('wrote bench-results/stats.json');
    } finally {
      await server.stop();
    }
  } finally {
    if (!given) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`[bench:stats] ${error.stack ?? error}`);
  process.exit(1);
});
