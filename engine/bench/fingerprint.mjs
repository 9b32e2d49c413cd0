// Bundles bench/fingerprint.ts with esbuild (like run.mjs) and prints the determinism hash.
// Usage: node bench/fingerprint.mjs [--games 3000]
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = mkdtempSync(path.join(os.tmpdir(), 'engine-fp-'));
const outfile = path.join(dir, 'fingerprint.cjs');
await build({
  entryPoints: [path.join(here, 'fingerprint.ts')],
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  outfile,
  logLevel: 'warning',
});
try {
  const { main } = await import(pathToFileURL(outfile).href);
  main(process.argv.slice(2));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
