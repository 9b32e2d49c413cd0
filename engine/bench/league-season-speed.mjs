// Bundles bench/league-season.ts with esbuild (like run.mjs) and times a league season played as the API plays it.
// Usage: node bench/league-season-speed.mjs [--reps 7] [--year 2019] [--full]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importBundled } from './bundle.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'engine-league-'));
try {
  const { main } = await importBundled('league-season.ts', path.join(dir, 'league-season.cjs'));
  main(process.argv.slice(2));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
