// Bundles one TypeScript entry of bench/ with esbuild into a CommonJS file and imports it.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const benchDir = path.dirname(fileURLToPath(import.meta.url));

export async function importBundled(entry, outfile) {
  await build({
    entryPoints: [path.join(benchDir, entry)],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    outfile,
    logLevel: 'warning',
  });
  return import(pathToFileURL(outfile).href);
}
