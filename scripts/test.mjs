#!/usr/bin/env node
// `npm test`: install, typecheck, build, then every jest project (unit,
// component, integration) and the e2e suite in headless Chromium. Exits
// non-zero on any failure and ends with one "N passed, N failed" line.
import { readFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { pnpm, run, repoRoot } from './lib/pnpm.mjs';

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
const totals = { passed: 0, failed: 0, skipped: 0 };
async function jest(label, args) {
  step(label);
  const out = path.join(artifacts, `${label}.json`);
  // PGlite imports its wasm loader dynamically, which jest's VM allows only with this flag.
  const env = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() };
  const code = await run(process.execPath, [jestBin, ...args, '--json', `--outputFile=${out}`], { env });
  const c = counts(out);
  totals.passed += c.passed;
  totals.failed += c.failed;
  totals.skipped += c.skipped;
  if (code !== 0) failed = true;
}

try {
  step('installing dependencies');
  await pnpm(['install', '--frozen-lockfile']);
  step('typechecking every package');
  await pnpm(['-r', '--workspace-concurrency=2', 'run', 'typecheck']);
  step('building the host, the five remotes and the API server');
  await pnpm(['-r', '--workspace-concurrency=2', '--filter=!@bb/e2e', 'run', 'build']);
} catch (error) {
  console.error(`[test] ${error.message}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const unitProjects = ['shared', 'engine', 'api', 'host', 'mfe-gameplay', 'mfe-leagues', 'mfe-tournaments', 'mfe-gotd', 'mfe-account'];
// --forceExit: a stray handle (a browser or database a test left open) must never hang CI after the results are in.
await jest('unit', ['--selectProjects', ...unitProjects, '--maxWorkers=2', '--forceExit']);
await jest('e2e', ['--selectProjects', 'e2e', '--runInBand', '--forceExit']);

console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failed || totals.failed > 0 ? 1 : 0);
