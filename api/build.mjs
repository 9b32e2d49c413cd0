// Bundles the server into dist/server.cjs. npm dependencies stay external (PGlite
// loads its wasm next to itself); workspace packages (@bb/*) are TypeScript and bundled in.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@bb/'));

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: [...external, 'drizzle-orm/*', '@electric-sql/pglite/*', '@electric-sql/pglite-tools/*'],
  logLevel: 'warning',
};
// The accuracy reports' engine version (src/accuracy/engine-hash.ts), fixed at build time: a deploy may carry no sources.
await build({ ...common, entryPoints: ['src/accuracy/engine-hash.ts'], outfile: 'dist/engine-hash.cjs', sourcemap: false });
const { hashSimulationSources } = createRequire(import.meta.url)('./dist/engine-hash.cjs');
const engineVersion = hashSimulationSources(fileURLToPath(new URL('..', import.meta.url))) ?? 'unversioned';
common.define = { __ENGINE_VERSION__: JSON.stringify(engineVersion) };
await build({ ...common, entryPoints: ['src/main.ts'], outfile: 'dist/server.cjs' });
await build({ ...common, entryPoints: ['src/import/cli.ts'], outfile: 'dist/import.cjs' });
await build({ ...common, entryPoints: ['src/import/fetch-cli.ts'], outfile: 'dist/fetch.cjs' });
await build({ ...common, entryPoints: ['src/backup/cli.ts'], outfile: 'dist/backup.cjs' });
console.log(`[api] built dist/server.cjs, dist/import.cjs, dist/fetch.cjs and dist/backup.cjs (engine version ${engineVersion})`);
