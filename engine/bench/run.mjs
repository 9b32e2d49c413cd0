// Bundles the TypeScript benchmark with esbuild and runs it in this node process.
// Usage: node bench/run.mjs [--seasons 2019,1927,1927:NNL] [--replays 100] [--speed-games 20000] [--skip-speed]
import { build } from 'esbuild';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(here, '..', '..', 'bench-results');
mkdirSync(outDir, { recursive: true });
const outfile = path.join(outDir, '.engine-bench.cjs');
await build({
  entryPoints: [path.join(here, 'main.ts')],
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  outfile,
  logLevel: 'warning',
});
const { main } = await import(pathToFileURL(outfile).href);
await main(process.argv.slice(2), outDir);
