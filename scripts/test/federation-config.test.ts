import { readFileSync } from 'node:fs';
import path from 'node:path';

// The remotes run on the federation runtime the host lends them (create-config.cjs, federationRuntime). That holds
// only while every @module-federation package is on one version and every build plays its part: a production remote
// borrows, the host and a remote's standalone development build keep their own (the host lends its own at run time:
// the federation and widget e2e tests load remotes through it).
const repoRoot = path.resolve(__dirname, '..', '..');
const REMOTES = ['mfe-gameplay', 'mfe-leagues', 'mfe-tournaments', 'mfe-gotd', 'mfe-account'];

type Experiments = { externalRuntime?: boolean } | undefined;
interface WebpackConfig {
  plugins?: unknown[];
}

/** The experiments of the ModuleFederationPlugin in an app's webpack config (the first config of a multi-build). */
function federationExperiments(app: string, mode: 'production' | 'development'): Experiments {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the apps' configs are CommonJS
  const factory = require(path.join(repoRoot, app, 'webpack.config.cjs')) as (env: object, argv: object) => WebpackConfig | WebpackConfig[];
  const built = factory({}, { mode });
  const config = Array.isArray(built) ? built[0]! : built;
  const plugin = config.plugins?.find((p) => (p as { constructor: { name: string } }).constructor.name === 'ModuleFederationPlugin') as
    | { _options: { experiments?: Experiments } }
    | undefined;
  if (!plugin) throw new Error(`${app}: no ModuleFederationPlugin`);
  return plugin._options.experiments;
}

test('every @module-federation package in the lockfile is on one version', () => {
  const lock = readFileSync(path.join(repoRoot, 'pnpm-lock.yaml'), 'utf8');
  const versions = new Set([...lock.matchAll(/^ {2}'@module-federation\/[\w-]+@(\d[^'(:]*)/gm)].map((m) => m[1]));
  expect(versions.size).toBe(1);
});

test('the host builds its own federation runtime in every mode', () => {
  for (const mode of ['production', 'development'] as const) expect(federationExperiments('host', mode)?.externalRuntime).toBeUndefined();
});

test.each(REMOTES)('%s borrows the runtime in production and keeps its own for its development shell', (app) => {
  expect(federationExperiments(app, 'production')).toEqual({ externalRuntime: true });
  expect(federationExperiments(app, 'development')?.externalRuntime).toBeUndefined();
});
