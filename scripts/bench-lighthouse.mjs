#!/usr/bin/env node
// `npm run bench:lighthouse`: serve the production build (with the 1927 season imported) and run Lighthouse 12
// (Node API, headless Chromium) on four pages for mobile and desktop: /experiences/new and /leaderboard as a guest,
// a subscriber's exhibition play screen and his historical league's page. Each page and form factor runs --runs
// times (default 3) and the run with the median performance score is kept: the machine is shared and noisy, so a
// single run can be off by several points. Writes bench-results/lighthouse.json and prints a table; also asks
// Chromium whether the app is installable (Lighthouse 12 has no PWA category any more).
// Flags: --build (build everything first; by default existing dist/ folders are used), --runs N,
// --pages home,leaderboard,play,league, --form-factors mobile,desktop, --save-reports DIR (the median runs' reports),
// --cpu-slowdown N|auto (mobile's CPU multiplier: Lighthouse's 4 by default; auto calibrates it to this machine as
// Lighthouse's docs describe, see lib/lighthouse-calibration.mjs). Every run records the host's benchmarkIndex.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchArgs } from './lib/bench-args.mjs';
import { checkInstallability } from './lib/installability-check.mjs';
import { benchPages, startSeededServer } from './lib/lighthouse-pages.mjs';
import { calibratedMultiplier, DEFAULT_SLOWDOWN, measureBenchmarkIndex } from './lib/lighthouse-calibration.mjs';
import { launchChromium, runLighthouse, summarise } from './lib/lighthouse-run.mjs';
import { pnpm, repoRoot } from './lib/pnpm.mjs';

const require = createRequire(import.meta.url);
const { has, flag, positive } = benchArgs();
const runs = positive('runs', 3, { integer: true });
const CHROME = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const TARGETS = { mobile: 90, desktop: 97 };
const APPS = ['host', 'mfe-gameplay', 'mfe-leagues', 'mfe-tournaments', 'mfe-gotd', 'mfe-account'];
const log = (line) => console.log(`[lighthouse] ${line}`);
const list = (name, all) => (flag(name, null)?.split(',') ?? all).filter((x) => all.includes(x));

async function ensureBuilds() {
  const missing = APPS.filter((app) => !existsSync(path.join(repoRoot, app, 'dist'))).concat(existsSync(path.join(repoRoot, 'api', 'dist', 'server.cjs')) ? [] : ['api']);
  if (!has('build') && missing.length === 0) return;
  if (missing.length > 0) log(`missing builds (${missing.join(', ')}): building`);
  if ((await pnpm(['-r', '--workspace-concurrency=2', '--filter=!@bb/e2e', 'run', 'build'])) !== 0) throw new Error('build failed');
}

/** Runs one page `runs` times; keeps the summary of the run with the median performance score. */
async function measure(url, port, formFactor, saveAs, cpuSlowdown) {
  const reports = [];
  for (let i = 0; i < runs; i += 1) reports.push(await runLighthouse(url, port, formFactor, { cpuSlowdown }));
  const ranked = reports.map((lhr) => ({ lhr, s: summarise(lhr) })).sort((a, b) => a.s.performance - b.s.performance);
  const median = ranked[Math.floor((ranked.length - 1) / 2)];
  if (saveAs) writeFileSync(saveAs, JSON.stringify(median.lhr));
  return { ...median.s, performanceRuns: reports.map((lhr) => summarise(lhr).performance) };
}

/** Mobile's CPU multiplier: --cpu-slowdown N, or auto (measured on this machine), or Lighthouse's default. */
async function cpuSlowdownSetting() {
  const wanted = flag('cpu-slowdown', null);
  if (wanted === null) return { multiplier: DEFAULT_SLOWDOWN, how: 'Lighthouse default' };
  if (wanted !== 'auto') return { multiplier: positive('cpu-slowdown', DEFAULT_SLOWDOWN), how: 'set with --cpu-slowdown' };
  const chrome = await launchChromium({ chromePath: CHROME, baseUrl: null });
  try {
    const benchmarkIndex = await measureBenchmarkIndex(chrome.port);
    return { multiplier: calibratedMultiplier(benchmarkIndex), benchmarkIndex, how: 'calibrated to this machine (--cpu-slowdown auto)' };
  } finally {
    await chrome.close();
  }
}

function printTable(results) {
  const pad = (v, n) => String(v ?? '–').padStart(n);
  console.log('\npage         form factor  perf  a11y  best   LCP        TBT       CLS    index  perf runs');
  for (const [name, page] of Object.entries(results.pages)) {
    for (const ff of ['mobile', 'desktop']) {
      const r = page[ff];
      if (!r) continue;
      const mark = r.performance >= TARGETS[ff] ? ' ' : '*';
      console.log(`${name.padEnd(12)} ${ff.padEnd(11)} ${pad(r.performance, 4)}${mark} ${pad(r.accessibility, 4)}  ${pad(r.bestPractices, 4)}   ${pad(r.display.lcp, 8)}  ${pad(r.display.tbt, 8)}  ${pad(r.display.cls, 6)}  ${pad(r.benchmarkIndex == null ? null : Math.round(r.benchmarkIndex), 5)}  ${r.performanceRuns.join(', ')}`);
    }
  }
  console.log(`* below the target (mobile ≥ ${TARGETS.mobile}, desktop ≥ ${TARGETS.desktop}); medians of ${runs} runs on a shared machine`);
  console.log(`mobile CPU slowdown ${results.cpuSlowdown.multiplier}× (${results.cpuSlowdown.how}); index: Lighthouse's benchmarkIndex of this machine in the kept run`);
}

async function main() {
  await ensureBuilds();
  const work = mkdtempSync(path.join(tmpdir(), 'bb-lighthouse-'));
  const saveDir = flag('save-reports', null);
  if (saveDir) mkdirSync(saveDir, { recursive: true });
  const server = await startSeededServer(work, log);
  const cpuSlowdown = await cpuSlowdownSetting();
  log(`mobile CPU slowdown ${cpuSlowdown.multiplier}× (${cpuSlowdown.how}${cpuSlowdown.benchmarkIndex ? `, benchmarkIndex ${cpuSlowdown.benchmarkIndex}` : ''})`);
  const results = {
    date: new Date().toISOString(), lighthouse: require('lighthouse/package.json').version, runsPerPage: runs, targets: TARGETS, cpuSlowdown,
    note: 'The median performance run of each page and form factor; the machine is shared with other jobs, so single runs vary by several points.',
    pages: {},
  };
  try {
    const { record, pages } = await benchPages(server.baseUrl);
    const chosen = pages.filter((p) => list('pages', pages.map((x) => x.name)).includes(p.name));
    for (const formFactor of list('form-factors', ['mobile', 'desktop'])) {
      for (const page of chosen) {
        // Guests' pages in a guest's browser; the protected ones in one where the subscriber is logged in.
        const chrome = await launchChromium({ chromePath: CHROME, baseUrl: server.baseUrl, authRecord: page.needsLogin ? record : null });
        try {
          log(`${formFactor} ${page.path} × ${runs}`);
          const saveAs = saveDir && path.join(saveDir, `${page.name}-${formFactor}.json`);
          results.pages[page.name] ??= { path: page.path, loggedIn: Boolean(page.needsLogin) };
          results.pages[page.name][formFactor] = await measure(`${server.baseUrl}${page.path}`, chrome.port, formFactor, saveAs, cpuSlowdown.multiplier);
        } finally {
          await chrome.close();
        }
      }
    }
    results.installability = await checkInstallability(`${server.baseUrl}/experiences/new`, CHROME);
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }

  printTable(results);
  const inst = results.installability;
  console.log(`installability: ${inst.installable ? 'installable' : 'NOT installable'} (errors: ${inst.installabilityErrors.join(', ') || 'none'}; service worker ${inst.controlled ? 'controls the page' : 'not controlling'})`);
  const all = Object.values(results.pages).flatMap((p) => ['mobile', 'desktop'].filter((ff) => p[ff]).map((ff) => p[ff].performance >= TARGETS[ff]));
  results.meetsTargets = all.every(Boolean);
  mkdirSync(path.join(repoRoot, 'bench-results'), { recursive: true });
  writeFileSync(path.join(repoRoot, 'bench-results', 'lighthouse.json'), `${JSON.stringify(results, null, 2)}\n`);
  log(`wrote bench-results/lighthouse.json (targets ${results.meetsTargets ? 'met' : 'missed'})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
