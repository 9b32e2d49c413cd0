// Lighthouse's mobile run slows the CPU by a fixed 4×, which its docs (docs/throttling.md, "Calibrating the CPU
// slowdown") say is meant for a high-end desktop, benchmarkIndex 1500–2000: on a slower host the same 4× emulates a
// much slower phone than Lighthouse intends, and the machines these benchmarks run on measured anywhere from 770 to
// 2,080. `--cpu-slowdown auto` measures this host with Lighthouse's own benchmark and picks the multiplier that lands
// on the device the default aims at; the report records the index and the multiplier either way.
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './pnpm.mjs';

const require = createRequire(path.join(repoRoot, 'package.json'));
const lighthouseDir = path.dirname(require.resolve('lighthouse/package.json'));

export const DEFAULT_SLOWDOWN = 4;
// The middle of the high-end desktop bracket Lighthouse's 4× was chosen for.
const REFERENCE_INDEX = 1750;

/** The multiplier that brings a host of `benchmarkIndex` to the device 4× makes of the reference host (never below 1). */
export function calibratedMultiplier(benchmarkIndex) {
  return Math.max(1, Math.round((DEFAULT_SLOWDOWN * benchmarkIndex * 10) / REFERENCE_INDEX) / 10);
}

/** Lighthouse's benchmarkIndex of the Chromium on `port`, the median of `runs` measurements in a blank page. */
export async function measureBenchmarkIndex(port, runs = 5) {
  const { pageFunctions } = await import(path.join(lighthouseDir, 'core', 'lib', 'page-functions.js'));
  const { chromium } = require('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    const values = [];
    for (let i = 0; i < runs; i += 1) values.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    await page.close();
    return values.sort((a, b) => a - b)[Math.floor(runs / 2)];
  } finally {
    await browser.close();
  }
}
