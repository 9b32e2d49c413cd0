#!/usr/bin/env node
// `npm test`: find a Chromium, install, typecheck, lint, build, then every
// jest project (unit, component, integration) and the e2e suite in headless
// Chromium. Exits non-zero on any failure and ends with one "N passed, N
// failed" line.
//   --unit  only the jest unit projects (what `npm run test:unit` runs)
//   --e2e   Chromium, the build, then only the e2e suite (`npm run test:e2e`)
// Further arguments go to jest (a file pattern, -t "name").
import { readFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { pnpm, run, repoRoot } from './lib/pnpm.mjs';
import { ensureChromium } from './lib/chromium.mjs';

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

try {
  if (mode !== 'unit') {
    // First, so a machine without a browser learns it in seconds, not after the unit suite.
    step('finding Chromium for the e2e suite');
    extraEnv.CHROMIUM_PATH = await ensureChromium();
    console.log(`[test] Chromium: ${extraEnv.CHROMIUM_PATH}`);
  }
  if (mode === 'all') {
    step('installing dependencies');
    await pnpm(['install', '--frozen-lockfile']);
    step('typechecking every package');
    await pnpm(['-r', '--workspace-concurrency=2', 'run', 'typecheck']);
    step('linting (typescript-eslint, import boundaries)');
    const lint = await run(process.execPath, [path.join(repoRoot, 'node_modules', 'eslint', 'bin', 'eslint.js'), '--max-warnings=0', '.']);
    if (lint !== 0) throw new Error('eslint found problems (run `npm run lint`)');
  }
  if (mode !== 'unit') {
    step('building the host, the five remotes and the API server');
    await pnpm(['-r', '--workspace-concurrency=2', '--filter=!@bb/e2e', 'run', 'build']);
  }
} catch (error) {
  console.error(`[test] ${error.message}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const unitProjects = ['shared', 'contract', 'engine', 'api', 'host', 'mfe-gameplay', 'mfe-leagues', 'mfe-tournaments', 'mfe-gotd', 'mfe-account', 'tooling'];
// --forceExit: a stray handle (a browser or database a test left open) must never hang CI after the results are in.
if (mode !== 'e2e') await jest('unit', ['--selectProjects', ...unitProjects, '--maxWorkers=2', '--forceExit']);
if (mode !== 'unit') await jest('e2e', ['--selectProjects', 'e2e', '--runInBand', '--forceExit']);

console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failed || totals.failed > 0 ? 1 : 0);
