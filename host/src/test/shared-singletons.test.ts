import { readFileSync } from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the webpack configs' CommonJS helper has no types to import
const { SINGLETONS, sharedConfig } = require('../../../scripts/webpack/shared-singletons.cjs') as {
  SINGLETONS: Record<string, string>;
  sharedConfig: (options?: { host?: boolean }) => Record<string, { singleton: boolean; requiredVersion: string | false; strictVersion?: boolean; import?: string; version?: string }>;
};

const repoRoot = path.resolve(__dirname, '../../..');
const DATA_LAYER = ['@tanstack/react-query'];

function installedVersion(pkg: string): string {
  if (pkg === '@bb/shared') return JSON.parse(readFileSync(path.join(repoRoot, 'shared/package.json'), 'utf8')).version;
  const base = pkg.split('/').slice(0, pkg.startsWith('@') ? 2 : 1).join('/');
  // The data layer's library is @bb/shared's own dependency (each app provides it from there).
  const owner = DATA_LAYER.includes(base) ? 'shared' : 'host';
  return JSON.parse(readFileSync(path.join(repoRoot, owner, 'node_modules', base, 'package.json'), 'utf8')).version;
}

test.each(Object.entries(SINGLETONS))('%s is shared as a singleton requiring exactly the installed version (%s)', (pkg, required) => {
  expect(required).toBe(`^${installedVersion(pkg)}`);
  expect(sharedConfig()[pkg]).toMatchObject({ singleton: true, requiredVersion: required });
});

test('the issue-named singletons are all present, react-dom/client included', () => {
  expect(Object.keys(sharedConfig())).toEqual(
    expect.arrayContaining(['react', 'react-dom', 'react-dom/client', 'react-router-dom', 'zustand', 'styled-components', 'i18next', '@bb/shared']),
  );
});

test('the data layer\'s query library is one copy for the page, provided from @bb/shared\'s own (ES module build)', () => {
  const query = sharedConfig()['@tanstack/react-query']!;
  expect(query).toMatchObject({ singleton: true, version: installedVersion('@tanstack/react-query') });
  expect(query.import).toMatch(/@tanstack[/\\]react-query[/\\]build[/\\]modern[/\\]index\.js$/);
  expect(JSON.parse(readFileSync(path.join(path.dirname(query.import!), '../../package.json'), 'utf8')).version).toBe(query.version);
});

test('react-router-dom is provided as the list of what the apps use of it, under the installed version, not @bb/shared\'s', () => {
  const router = sharedConfig()['react-router-dom']!;
  expect(path.relative(repoRoot, router.import!)).toBe(path.join('shared', 'src', 'navigation', 'router-share.ts'));
  expect(router.version).toBe(installedVersion('react-router-dom'));
});

test('@bb/shared is required at the version the app was built against, strictly: a newer remote is refused, not mixed', () => {
  const version = installedVersion('@bb/shared');
  expect(sharedConfig()['@bb/shared']).toEqual({ singleton: true, version, requiredVersion: `^${version}`, strictVersion: true });
});

test('every app pins the same versions of the shared libraries', () => {
  const apps = ['host', 'mfe-gameplay', 'mfe-leagues', 'mfe-tournaments', 'mfe-gotd', 'mfe-account'];
  const versions = apps.map((app) => JSON.parse(readFileSync(path.join(repoRoot, app, 'package.json'), 'utf8')).dependencies);
  for (const pkg of ['react', 'react-dom', 'react-router-dom', 'zustand', 'styled-components', 'i18next']) {
    const seen = new Set(versions.map((deps: Record<string, string>) => deps[pkg]));
    expect({ pkg, versions: [...seen] }).toEqual({ pkg, versions: [installedVersion(pkg)] });
  }
});

test('the host, which provides them all, consumes its own copies unchecked; every remote checks them against its ranges', () => {
  const remote = sharedConfig();
  const host = sharedConfig({ host: true });
  expect(Object.keys(host)).toEqual(Object.keys(remote));
  for (const [pkg, entry] of Object.entries(host)) {
    expect({ pkg, ...entry }).toEqual({ pkg, ...remote[pkg], requiredVersion: false, strictVersion: false });
  }
  type Plugin = { constructor: { name: string }; _options?: { shared?: unknown } };
  const shareOf = (app: string) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the webpack configs are CommonJS
    const configs: { plugins?: Plugin[] }[] = [require(path.join(repoRoot, app, 'webpack.config.cjs'))({}, { mode: 'production' })].flat();
    const federation = configs.flatMap((config) => config.plugins ?? []).filter((p) => p.constructor.name === 'ModuleFederationPlugin');
    expect(federation).toHaveLength(1);
    return federation[0]!._options?.shared;
  };
  expect(shareOf('host')).toEqual(host);
  for (const app of ['mfe-gameplay', 'mfe-leagues', 'mfe-tournaments', 'mfe-gotd', 'mfe-account']) expect({ app, shared: shareOf(app) }).toEqual({ app, shared: remote });
});
