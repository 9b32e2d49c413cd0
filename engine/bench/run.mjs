// Bundles the TypeScript benchmark with esbuild and runs it in this node process.
// Usage: node bench/run.mjs [--seasons 2019,1927,1927:NNL] [--replays 100] [--speed-games 20000] [--skip-speed]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { benchDir, importBundled } from './bundle.mjs';

const outDir = path.resolve(benchDir, '..', '..', 'bench-results');
mkdirSync(outDir, { recursive: true });
const { main } = await importBundled('main.ts', path.join(outDir, '.engine-bench.cjs'));
await main(process.argv.slice(2), outDir);
