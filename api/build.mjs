// Bundles the server into dist/server.cjs. npm dependencies stay external (PGlite
// loads its wasm next to itself); workspace packages (@bb/*) are TypeScript and bundled in.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@bb/'));

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: [...external, 'drizzle-orm/*', '@electric-sql/pglite/*'],
  logLevel: 'warning',
};
await build({ ...common, entryPoints: ['src/main.ts'], outfile: 'dist/server.cjs' });
await build({ ...common, entryPoints: ['src/import/cli.ts'], outfile: 'dist/import.cjs' });
await build({ ...common, entryPoints: ['src/import/fetch-cli.ts'], outfile: 'dist/fetch.cjs' });
console.log('[api] built dist/server.cjs, dist/import.cjs and dist/fetch.cjs');
