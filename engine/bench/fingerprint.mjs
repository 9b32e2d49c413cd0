// Bundles bench/fingerprint.ts with esbuild (like run.mjs) and prints the determinism hash.
// Usage: node bench/fingerprint.mjs [--games 3000] [--results (games only, not their play log and labels)]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importBundled } from './bundle.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'engine-fp-'));
try {
  const { main } = await importBundled('fingerprint.ts', path.join(dir, 'fingerprint.cjs'));
  main(process.argv.slice(2));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
