const path = require('node:path');

// The libraries every federated app must share as exactly one copy in the
// browser. Versions are explicit (pnpm's `workspace:*` would otherwise infer
// `^*`); a unit test keeps them in step with the installed packages.
const SINGLETONS = {
  react: '^19.2.9',
  'react/jsx-runtime': '^19.2.9',
  'react-dom': '^19.2.9',
  'react-dom/client': '^19.2.9',
  'react-router-dom': '^7.18.5',
  zustand: '^5.1.0',
  'styled-components': '^6.6.0',
  i18next: '^27.1.2',
  '@tanstack/react-query': '^5.108.0',
};

/**
 * The data layer's query library (shared/src/data) is a dependency of @bb/shared only, so an app's own folder cannot
 * resolve it by name (pnpm): every app provides it from @bb/shared's copy, its ES module build, under the installed
 * version. Shared as a singleton so the page keeps one cache even if some code imports it past @bb/shared.
 */
function sharedPackageEntry(name) {
  const dir = path.dirname(require.resolve(`${name}/package.json`, { paths: [path.join(__dirname, '../../shared')] }));
  const pkg = require(path.join(dir, 'package.json'));
  return { import: path.join(dir, pkg.exports['.'].import.default), version: pkg.version };
}
const FROM_SHARED = ['@tanstack/react-query'];

/**
 * The @bb/shared this build is made against. An app needs at least that version (same major) from whoever loaded
 * @bb/shared first, the host: a remote built against a newer @bb/shared than the host's is refused by the
 * federation runtime (strictVersion) and its area shows the error panel and is reported, never silently run on an
 * older copy. BB_SHARED_VERSION stands in for a newer package in the e2e test that proves it.
 */
function sharedPackageVersion() {
  return process.env.BB_SHARED_VERSION || require('../../shared/package.json').version;
}

/**
 * react-router-dom is shared as the list of what the apps use of it (shared/src/navigation/router-share.ts), not
 * as the whole package: see that file for why. The version is the package's, as the file's own folder would
 * otherwise give @bb/shared's.
 */
const ROUTER_SHARE = path.join(__dirname, '../../shared/src/navigation/router-share.ts');

/**
 * The federation's shared libraries, as a remote consumes them: each with the range it was built against, checked
 * against the copy the host provides. `{ host: true }` drops the ranges for the host's own consumption. The host
 * loads first and provides every one of these itself, so checking its copies against its own ranges cannot fail, and
 * the runtime's semver parser builds its regular expressions anew on every check: some 12 ms of the shell's first
 * task on a laptop, several times that on a phone, for nothing. The remotes keep every check.
 */
function sharedConfig({ host = false } = {}) {
  const shared = {};
  for (const [name, requiredVersion] of Object.entries(SINGLETONS)) {
    shared[name] = { singleton: true, requiredVersion, strictVersion: false };
  }
  shared['react-router-dom'] = { ...shared['react-router-dom'], import: ROUTER_SHARE, version: SINGLETONS['react-router-dom'].slice(1) };
  for (const name of FROM_SHARED) shared[name] = { ...shared[name], ...sharedPackageEntry(name) };
  const version = sharedPackageVersion();
  shared['@bb/shared'] = { singleton: true, version, requiredVersion: `^${version}`, strictVersion: true };
  if (host) for (const entry of Object.values(shared)) Object.assign(entry, { requiredVersion: false, strictVersion: false });
  return shared;
}

module.exports = { SINGLETONS, sharedConfig, sharedPackageVersion };
