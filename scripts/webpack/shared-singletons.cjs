// The libraries every federated app must share as exactly one copy in the
// browser. Versions are explicit (pnpm's `workspace:*` would otherwise infer
// `^*`); a unit test keeps them in step with the installed packages.
const SINGLETONS = {
  react: '^19.2.9',
  'react/jsx-runtime': '^19.2.9',
  'react-dom': '^19.2.9',
  'react-dom/client': '^19.2.9',
  'react-router': '^7.18.5',
  'react-router-dom': '^7.18.5',
  zustand: '^5.1.0',
  'styled-components': '^6.6.0',
  i18next: '^27.1.2',
  '@bb/shared': '^1.0.0',
};

function sharedConfig() {
  const shared = {};
  for (const [name, requiredVersion] of Object.entries(SINGLETONS)) {
    shared[name] = { singleton: true, requiredVersion, strictVersion: false };
  }
  return shared;
}

module.exports = { SINGLETONS, sharedConfig };
