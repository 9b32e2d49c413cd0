import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { artifactsDir, repoRoot } from './paths';

/** Committed baselines: `<width>x<height>-<theme>/<route-slug>.png`. */
export const baselinesDir = path.join(repoRoot, 'e2e', 'screenshot-baselines');

/**
 * How far a shot may drift from its baseline and still pass. pixelmatch's per-pixel `threshold` (0..1, in YIQ
 * colour distance) ignores anti-aliasing and sub-pixel rounding; `maxDiffShare` then allows a small share of truly
 * different pixels: redacted text keeps each string's length, so a date or a countdown that gains a character moves
 * a few glyphs (measured between two runs: see the e2e README paragraph). Anything bigger is a changed screen.
 */
export const TOLERANCE = { threshold: 0.1, maxDiffShare: 0.005 } as const;

/** `UPDATE_SCREENSHOTS=1` (re)writes the baselines instead of comparing against them. */
export const updatingBaselines = (): boolean => process.env.UPDATE_SCREENSHOTS === '1';

export interface PngComparison {
  /** False when the two images differ in size; nothing else is compared then. */
  sameSize: boolean;
  expectedSize: string;
  actualSize: string;
  diffPixels: number;
  /** All the pixels of the image. */
  pixels: number;
  /** The pixels that differ, in red over a faded copy of the baseline (when some do). */
  diffPng?: Uint8Array;
}

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();

/** Runs one operation of png-worker.mjs; the worker starts on first use and never keeps jest alive. */
function inWorker<T>(op: 'compare' | 'compact', args: Record<string, unknown>): Promise<T> {
  if (!worker) {
    worker = new Worker(path.join(__dirname, 'png-worker.mjs'));
    worker.unref();
    worker.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
      const call = pending.get(id);
      pending.delete(id);
      if (error !== undefined) call?.reject(new Error(error));
      else call?.resolve(result);
    });
    worker.on('error', (error) => {
      for (const call of pending.values()) call.reject(error);
      pending.clear();
      worker = undefined;
    });
  }
  const id = (nextId += 1);
  const running = worker;
  return new Promise<T>((resolve, reject) => {
    pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    running.postMessage({ id, op, args });
  });
}

/** Stops the worker, so jest can exit; the next comparison starts a new one. */
export async function stopPngWorker(): Promise<void> {
  const running = worker;
  worker = undefined;
  await running?.terminate();
}

/** Compares two PNG files' pixels with pixelmatch at `threshold`. */
export function comparePngs(expected: Uint8Array, actual: Uint8Array, threshold: number = TOLERANCE.threshold): Promise<PngComparison> {
  return inWorker('compare', { expected, actual, threshold });
}

/** Encodes at the highest compression: the baselines are committed, and redacted pages compress well. */
export async function compactPng(png: Uint8Array): Promise<Buffer> {
  return Buffer.from((await inWorker<{ png: Uint8Array }>('compact', { png })).png);
}

/** Whether the share of differing pixels is within the tolerance (a different size never is). */
export const withinTolerance = (result: PngComparison): boolean => result.sameSize && result.diffPixels / result.pixels <= TOLERANCE.maxDiffShare;

function writePng(file: string, png: Uint8Array): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, png);
}

/** Where a failed comparison leaves its actual and diff images (ignored by git). */
export function failureDir(): string {
  return process.env.E2E_ARTIFACTS_DIR ? path.join(artifactsDir, 'screenshot-failures') : path.join(repoRoot, 'e2e', 'screenshots', 'baseline-failures');
}

/**
 * Checks `actual` against the baseline `name` (a path under baselinesDir, without `.png`), or writes it when updating.
 * Answers null when the shot passes, else a message naming the baseline and the actual and diff images written.
 */
export async function checkAgainstBaseline(name: string, actual: Buffer): Promise<string | null> {
  const baseline = path.join(baselinesDir, `${name}.png`);
  if (updatingBaselines()) {
    writePng(baseline, await compactPng(actual));
    return null;
  }
  const actualFile = path.join(failureDir(), `${name}.actual.png`);
  if (!existsSync(baseline)) {
    writePng(actualFile, actual);
    return `${name}: no baseline at ${path.relative(repoRoot, baseline)} (shot saved as ${actualFile}); run the suite with UPDATE_SCREENSHOTS=1 to create it, look at it, and commit it`;
  }
  const result = await comparePngs(readFileSync(baseline), actual);
  if (withinTolerance(result)) return null;
  writePng(actualFile, actual);
  if (!result.sameSize) return `${name}: size ${result.actualSize} differs from the baseline's ${result.expectedSize} (actual: ${actualFile})`;
  const diffFile = path.join(failureDir(), `${name}.diff.png`);
  if (result.diffPng) writePng(diffFile, Buffer.from(result.diffPng));
  const percent = (share: number) => `${(share * 100).toFixed(2)}%`;
  return `${name}: ${result.diffPixels} pixels (${percent(result.diffPixels / result.pixels)}) differ, over the allowed ${percent(TOLERANCE.maxDiffShare)} (actual: ${actualFile}, diff: ${diffFile})`;
}
