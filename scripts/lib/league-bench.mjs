// Helpers of scripts/bench-league.mjs: the season slice of the Lahman data, the in-process runner's bundle, and a
// CPU profile summarised by where the time goes (engine, league code, drizzle, the database driver, …).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './pnpm.mjs';

export function lahmanDir() {
  const candidates = process.env.BASEBALL_DATA_DIR
    ? [path.resolve(process.env.BASEBALL_DATA_DIR)]
    : [path.resolve(repoRoot, '../shared/data/lahman'), path.join(repoRoot, '.data', 'lahman')];
  return candidates.find((dir) => existsSync(path.join(dir, 'People.csv'))) ?? null;
}

/**
 * Bundles an in-process bench runner (default league-bench-runner.mjs) with the API's TypeScript (as api/build.mjs
 * bundles the server: npm dependencies external, @bb/* bundled in) into `outDir` as `<name>.cjs`. The bundle lives
 * outside api/, so its child process gets NODE_PATH. Keep `league-bench-runner` in the name: `summarizeProfile`
 * recognises the bundle by it and maps its lines back to source files.
 */
export async function bundleRunner(outDir, entry = 'league-bench-runner.mjs', name = 'league-bench-runner') {
  const apiRequire = createRequire(path.join(repoRoot, 'api', 'package.json'));
  const { build } = apiRequire('esbuild');
  const pkg = apiRequire('./package.json');
  const outfile = path.join(outDir, `${name}.cjs`);
  await build({
    entryPoints: [path.join(repoRoot, 'scripts', 'lib', entry)],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: true,
    external: [...Object.keys(pkg.dependencies).filter((n) => !n.startsWith('@bb/')), 'drizzle-orm/*', '@electric-sql/pglite/*'],
    // The runner imports @bb/contract and @bb/engine as the API does: resolved from the API's node_modules.
    nodePaths: [path.join(repoRoot, 'api', 'node_modules')],
    logLevel: 'warning',
  });
  return { outfile, nodePath: path.join(repoRoot, 'api', 'node_modules') };
}

/** Line ranges of the bundle → source file, from esbuild's `// path` comments at the top of each module. */
function bundleModules(bundlePath) {
  const starts = [];
  readFileSync(bundlePath, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      const m = /^\/\/ ((?:\.\.\/)*[\w@./-]+\.(?:ts|mjs|js))$/.exec(line);
      if (m) starts.push({ line: i, file: m[1].replace(/^(\.\.\/)+/, '') });
    });
  return (line) => {
    let lo = 0;
    let hi = starts.length - 1;
    let found = null;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid].line <= line) {
        found = starts[mid];
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found?.file ?? '?';
  };
}

function category(url, file) {
  if (!url) return 'native/GC/idle';
  if (url.startsWith('node:')) return 'node internals';
  if (url.startsWith('wasm://')) return 'PGlite (wasm Postgres)';
  if (url.includes('league-bench-runner')) {
    if (file.startsWith('engine/')) return 'engine (simulation)';
    if (file.startsWith('api/src/leagues/')) return 'api leagues code';
    if (file.startsWith('contract/')) return 'contract';
    if (file.startsWith('api/src/')) return `api other (${file.split('/')[2]})`;
    return 'bench runner';
  }
  for (const [needle, name] of [
    ['@electric-sql/pglite', 'PGlite (wasm Postgres)'], ['drizzle-orm', 'drizzle-orm (query building/mapping)'], ['/pg-protocol/', 'pg driver'], ['/pg/', 'pg driver'],
    ['/pg-types/', 'pg driver'], ['fastify', 'fastify'], ['light-my-request', 'fastify'], ['pg-boss', 'pg-boss'],
  ]) if (url.includes(needle)) return name;
  return 'other node_modules';
}

/** Self time of the profile by category and by top functions. */
export function summarizeProfile(profileFile, bundlePath) {
  if (!existsSync(profileFile)) return null;
  const profile = JSON.parse(readFileSync(profileFile, 'utf8'));
  const fileOf = bundleModules(bundlePath);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i += 1) {
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + dt);
  }
  const categories = new Map();
  const functions = new Map();
  let total = 0;
  for (const [id, ms] of self) {
    const node = byId.get(id);
    const { url, functionName, lineNumber } = node.callFrame;
    if (functionName === '(idle)') continue;
    total += ms;
    const file = url.includes('league-bench-runner') ? fileOf(lineNumber) : url.replace(/^.*node_modules\//, '');
    const cat = functionName === '(garbage collector)' ? 'GC' : category(url, file);
    categories.set(cat, (categories.get(cat) ?? 0) + ms);
    const key = `${functionName || '(anonymous)'} ${file}`;
    functions.set(key, (functions.get(key) ?? 0) + ms);
  }
  const sorted = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([name, ms]) => ({ name, ms: Math.round(ms), share: Math.round((ms / total) * 1000) / 10 }));
  return { file: profileFile, busyMs: Math.round(total), categories: sorted(categories, 20), topFunctions: sorted(functions, 25) };
}
