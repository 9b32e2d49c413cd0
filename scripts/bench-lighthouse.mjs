#!/usr/bin/env node
// `npm run bench:lighthouse`: serve the production build and run Lighthouse
// (the installed lighthouse 12, headless Chromium) on /experiences/new for
// desktop and mobile. Prints performance, accessibility, best practices and
// installability; writes bench-results/lighthouse.json.
// Lighthouse 12 dropped the PWA category and its installable-manifest audit,
// so installability is asked of Chromium itself (CDP Page.getInstallabilityErrors,
// the check behind the browser's install prompt) once the service worker controls the page.
// Flags: --build (build everything first; by default existing dist/ folders are used).
/* global navigator -- these names are read inside page.evaluate(), in the browser */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pnpm, repoRoot } from './lib/pnpm.mjs';
import { benchArgs } from './lib/bench-args.mjs';

const require = createRequire(import.meta.url);
const { has } = benchArgs();
const CHROME = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
const ROUTE = '/experiences/new';
const TARGET = 90;
const APPS = ['host', 'mfe-gameplay', 'mfe-leagues', 'mfe-tournaments', 'mfe-gotd', 'mfe-account'];

function startServer(dataDir) {
  const child = spawn(process.execPath, [path.join(repoRoot, 'api', 'dist', 'server.cjs')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s:\n${out}`)), 60_000);
    const onData = (chunk) => {
      out += chunk.toString();
      const m = /running at (http:\/\/\S+?)\/?\s/.exec(out);
      if (m) {
        clearTimeout(timer);
        child.stdout.removeAllListeners('data');
        child.stderr.removeAllListeners('data');
        child.stdout.resume();
        child.stderr.resume();
        resolve({ child, baseUrl: m[1].replace('localhost', '127.0.0.1') });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
}

function runLighthouse(url, formFactor, outFile) {
  const cli = path.join(repoRoot, 'node_modules', 'lighthouse', 'cli', 'index.js');
  const lhArgs = [
    cli, url,
    '--quiet',
    '--output=json', `--output-path=${outFile}`,
    '--only-categories=performance,accessibility,best-practices',
    `--chrome-path=${CHROME}`,
    `--chrome-flags=${CHROME_FLAGS}`,
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : ['--form-factor=mobile']),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, lhArgs, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, CHROME_PATH: CHROME } });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse ${formFactor} exited with ${code}`))));
  });
}

function summarise(report) {
  const score = (id) => (report.categories[id]?.score == null ? null : Math.round(report.categories[id].score * 100));
  const failing = (id) =>
    (report.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null && report.audits[ref.id]?.score < 1)
      .map((ref) => ref.id);
  const metric = (id) => report.audits[id]?.displayValue ?? null;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    metrics: { fcp: metric('first-contentful-paint'), lcp: metric('largest-contentful-paint'), tbt: metric('total-blocking-time'), cls: metric('cumulative-layout-shift'), si: metric('speed-index') },
    failingAudits: { accessibility: failing('accessibility'), bestPractices: failing('best-practices') },
    installableManifestAudit: report.audits['installable-manifest'] ? report.audits['installable-manifest'].score === 1 : 'absent in lighthouse ' + report.lighthouseVersion,
  };
}

/** Chromium's own installability verdict, with the manifest and service worker it found. */
async function checkInstallability(baseUrl) {
  const { chromium } = require('playwright-core');
  // A persistent profile: Chromium never reports an incognito context as installable.
  const profile = mkdtempSync(path.join(tmpdir(), 'bb-lighthouse-profile-'));
  const browser = await chromium.launchPersistentContext(profile, { executablePath: CHROME, headless: true, viewport: { width: 390, height: 844 }, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}${ROUTE}`);
    const sw = await page.evaluate(async () => {
      const reg = await Promise.race([navigator.serviceWorker.ready, new Promise((r) => setTimeout(() => r(null), 15_000))]);
      return reg ? { scope: reg.scope, scriptURL: reg.active?.scriptURL ?? null } : null;
    });
    await page.reload(); // now controlled by the worker
    const cdp = await browser.newCDPSession(page);
    const { installabilityErrors: errors = [] } = await cdp.send('Page.getInstallabilityErrors');
    const manifest = await cdp.send('Page.getAppManifest');
    const parsed = manifest.data ? JSON.parse(manifest.data) : null;
    const controlled = await page.evaluate(() => Boolean(navigator.serviceWorker.controller));
    return {
      method: 'Chromium CDP Page.getInstallabilityErrors after the service worker took control',
      installable: errors.length === 0 && controlled,
      installabilityErrors: errors.map((e) => e.errorId),
      manifestUrl: manifest.url,
      manifestErrors: manifest.errors?.map((e) => e.message) ?? [],
      manifest: parsed && { name: parsed.name, start_url: parsed.start_url, display: parsed.display, icons: parsed.icons?.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`) },
      serviceWorker: sw,
      controlled,
    };
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

async function main() {
  const missing = APPS.filter((app) => !existsSync(path.join(repoRoot, app, 'dist'))).concat(existsSync(path.join(repoRoot, 'api', 'dist', 'server.cjs')) ? [] : ['api']);
  if (has('build') || missing.length > 0) {
    if (missing.length > 0 && !has('build')) console.log(`[lighthouse] missing builds (${missing.join(', ')}): building`);
    const code = await pnpm(['-r', '--workspace-concurrency=2', '--filter=!@bb/e2e', 'run', 'build']);
    if (code !== 0) throw new Error('build failed');
  }

  const work = mkdtempSync(path.join(tmpdir(), 'bb-lighthouse-'));
  const { child, baseUrl } = await startServer(path.join(work, 'pglite'));
  const results = { url: `${baseUrl}${ROUTE}`, date: new Date().toISOString(), lighthouse: require('lighthouse/package.json').version, target: TARGET, runs: {} };
  try {
    for (const formFactor of ['desktop', 'mobile']) {
      const outFile = path.join(work, `${formFactor}.json`);
      console.log(`[lighthouse] ${formFactor}: ${results.url}`);
      await runLighthouse(results.url, formFactor, outFile);
      results.runs[formFactor] = summarise(JSON.parse(readFileSync(outFile, 'utf8')));
    }
    results.installability = await checkInstallability(baseUrl);
  } finally {
    child.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }

  console.log('');
  console.log('form factor  performance  accessibility  best practices');
  for (const [ff, r] of Object.entries(results.runs)) {
    console.log(`${ff.padEnd(11)}  ${String(r.performance).padStart(11)}  ${String(r.accessibility).padStart(13)}  ${String(r.bestPractices).padStart(14)}   ${JSON.stringify(r.metrics)}`);
    if (r.failingAudits.accessibility.length || r.failingAudits.bestPractices.length) console.log(`             not passing: ${JSON.stringify(r.failingAudits)}`);
  }
  const inst = results.installability;
  console.log(`installability: ${inst.installable ? 'installable' : 'NOT installable'} (${inst.method}; errors: ${inst.installabilityErrors.join(', ') || 'none'}; service worker ${inst.controlled ? 'controls the page' : 'not controlling'}; installable-manifest audit: ${results.runs.desktop.installableManifestAudit})`);
  const d = results.runs.desktop;
  results.desktopMeetsTarget = [d.performance, d.accessibility, d.bestPractices].every((s) => s >= TARGET);
  console.log(`desktop ≥ ${TARGET} on each category: ${results.desktopMeetsTarget ? 'yes' : 'no'}`);

  mkdirSync(path.join(repoRoot, 'bench-results'), { recursive: true });
  writeFileSync(path.join(repoRoot, 'bench-results', 'lighthouse.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('wrote bench-results/lighthouse.json');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
