#!/usr/bin/env node
// `npm test`: find a Chromium, install, typecheck, lint, build, then every
// jest project (unit, component, integration) and the e2e suite in headless
// Chromium. Exits non-zero on any failure and ends with the time of each phase
// and one "N passed, N failed" line.
//   --unit  only the jest unit projects (what `npm run test:unit` runs)
//   --e2e   Chromium, the build, then only the e2e suite (`npm run test:e2e`)
// Further arguments go to jest (a file pattern, -t "name").
// E2E_WORKERS (default 2): e2e test files run this many at a time, each worker
// on a server of its own (e2e/support/server.ts); 1 runs them in band.
import { readFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { pnpm, pnpmCommand, run, repoRoot } from './lib/pnpm.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { createPhaseTimer } from './lib/phase-timer.mjs';
import { typecheckGroups, writeGroupConfigs } from './lib/typecheck-groups.mjs';

const argv = process.argv.slice(2);
const mode = argv.includes('--unit') ? 'unit' : argv.includes('--e2e') ? 'e2e' : 'all';
const jestArgs = argv.filter((arg) => arg !== '--unit' && arg !== '--e2e');

const step = (label) => console.log(`\n[test] ${label}`);
const artifacts = path.join(repoRoot, 'e2e', '.artifacts');
mkdirSync(artifacts, { recursive: true });
const jestBin = path.join(repoRoot, 'node_modules', 'jest', 'bin', 'jest.js');

function counts(file) {
  try {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    return { passed: r.numPassedTests, failed: r.numFailedTests + r.numRuntimeErrorTestSuites, skipped: r.numPendingTests };
  } catch {
    return { passed: 0, failed: 1, skipped: 0 };
  }
}

const timer = createPhaseTimer();
let failed = false;
const extraEnv = {};
const totals = { passed: 0, failed: 0, skipped: 0 };
async function jest(label, args) {
  step(label);
  const out = path.join(artifacts, `${label}.json`);
  // PGlite imports its wasm loader dynamically, which jest's VM allows only with this flag.
  const env = { ...process.env, ...extraEnv, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() };
  const code = await run(process.execPath, [jestBin, ...args, ...jestArgs, '--json', `--outputFile=${out}`], { env });
  const c = counts(out);
  totals.passed += c.passed;
  totals.failed += c.failed;
  totals.skipped += c.skipped;
  if (code !== 0) failed = true;
}

/** Every package's typecheck, packages with the same settings in one program (scripts/lib/typecheck-groups.mjs), two at a time. */
async function typecheck() {
  const grouping = typecheckGroups(repoRoot);
  const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
  const jobs = [
    ...writeGroupConfigs(repoRoot, path.join(repoRoot, 'node_modules', '.cache', 'bb-typecheck'), grouping).map(({ file, packages }) => ({
      label: packages.join(', '),
      start: () => run(process.execPath, [tsc, '-p', file]),
    })),
    ...grouping.separate.map((name) => ({ label: name, start: () => run(...pnpmCommand(['--filter', name, 'run', 'typecheck'])) })),
  ];
  const failed = [];
  const next = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      console.log(`[test] typechecking ${job.label}`);
      if ((await job.start()) !== 0) failed.push(job.label);
    }
  };
  await Promise.all([next(), next()]);
  if (failed.length) throw new Error(`typecheck failed: ${failed.join('; ')} (run \`npm run typecheck\`)`);
}

try {
  if (mode !== 'unit') {
    // First, so a machine without a browser learns it in seconds, not after the unit suite.
    step('finding Chromium for the e2e suite');
    extraEnv.CHROMIUM_PATH = await timer.time('chromium', ensureChromium);
    console.log(`[test] Chromium: ${extraEnv.CHROMIUM_PATH}`);
  }
  if (mode === 'all') {
    step('installing dependencies');
    await timer.time('install', () => pnpm(['install', '--frozen-lockfile']));
    step('typechecking every package');
    await timer.time('typecheck', typecheck);
    step('linting (typescript-eslint, import boundaries)');
    const lint = await timer.time('lint', () => run(process.execPath, [path.join(repoRoot, 'node_modules', 'eslint', 'bin', 'eslint.js'), '--max-warnings=0', '.']));
    if (lint !== 0) throw new Error('eslint found problems (run `npm run lint`)');
  }
  if (mode !== 'unit') {
    step('building the host, the five remotes and the API server');
    await timer.time('build', () => pnpm(['-r', '--workspace-concurrency=2', '--filter=!@bb/e2e', 'run', 'build']));
  }
} catch (error) {
  console.error(`[test] ${error.message}`);
  console.log(`\n${timer.table()}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const unitProjects = ['shared', 'contract', 'engine', 'api', 'host', 'mfe-gameplay', 'mfe-leagues', 'mfe-tournaments', 'mfe-gotd', 'mfe-account', 'tooling'];
// --forceExit: a stray handle (a browser or database a test left open) must never hang CI after the results are in.
// --workerIdleMemoryLimit: a worker keeps what each file leaves behind (module registries, PGlite's wasm heaps) and
// grew past 2 GB, where its collector made every later file run 2-4x slower; a worker above the limit after a file is
// replaced. Measured from a cold snapshot cache on 2 cores: the unit phase went from 22m12s to 13m53s.
if (mode !== 'e2e') await timer.time('unit', () => jest('unit', ['--selectProjects', ...unitProjects, '--maxWorkers=2', '--workerIdleMemoryLimit=1200MB', '--forceExit']));
const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS) || 2);
if (mode !== 'unit') await timer.time('e2e', () => jest('e2e', ['--selectProjects', 'e2e', e2eWorkers === 1 ? '--runInBand' : `--maxWorkers=${e2eWorkers}`, '--forceExit']));

console.log(`\n${timer.table()}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failed || totals.failed > 0 ? 1 : 0);
