// The architecture's import rules, in one place (eslint.config.mjs reads them,
// scripts/eslint/boundaries.test.ts proves each one bites):
// - a feature folder of an app (host/src/<feature>, mfe-*/src/<feature>)
//   imports shared/ and itself, never another feature of its app; only the
//   app's composition code (src/App.tsx, src/app/, src/dev/ and
//   the folders listed below) wires features together, and the app's
//   platform folders (listed below) serve every feature and import none;
// - an app never imports another app's source (a remote that needs another's
//   screen mounts it as a federated module);
// - the engine is pure: it imports only itself (no Node built-ins, no packages
//   that could do I/O, no app or server code);
// - shared/ (the browser runtime every app loads) never imports an app or the server;
// - contract/ (what browser and server agree on) is plain data, types and TypeBox schemas: it imports only itself
//   and its one dependency (typebox), so the server reads it without the browser runtime and the browser without
//   the server.
// Per app: folders that compose features into pages or flows (beside src/*.tsx,
// src/app, src/dev and src/test), and the app's own shared modules ("platform":
// one copy for the whole app, used by features, importing none of them).
const APPS = {
  host: { composition: [], platform: ['remotes', 'analytics', 'realtime'] },
  'mfe-account': { composition: [], platform: ['common', 'forms'] },
  'mfe-gameplay': { composition: ['single-game'], platform: ['game-api', 'game-ui'] },
  'mfe-gotd': { composition: ['today', 'embed'], platform: ['common', 'daily-game'] },
  'mfe-leagues': { composition: [], platform: ['league-core'] },
  'mfe-tournaments': { composition: [], platform: ['tournament-core'] },
};
const folders = (list) => (list.length === 1 ? list[0] : `{${list.join(',')}}`);

// Order matters (a file is the first element it matches): engine, shared and
// api first, so that '*/src/…' below means the host and the remotes.
export const boundaryElements = [
  { type: 'engine', pattern: 'engine/src/**', partialMatch: false },
  // The engine's tests and benchmarks read files and time things: they are not the engine.
  { type: 'engine-tooling', pattern: 'engine/**', partialMatch: false },
  { type: 'shared', pattern: 'shared/**', partialMatch: false },
  { type: 'contract', pattern: 'contract/**', partialMatch: false },
  { type: 'api', pattern: 'api/**', partialMatch: false },
  { type: 'composition', pattern: '*/src/{app,dev}/**', partialMatch: false, capture: ['app'] },
  // Each app's test kit (render helpers, fixtures): any test of that app may use it.
  { type: 'test-kit', pattern: '*/src/test/**', partialMatch: false, capture: ['app'] },
  ...Object.entries(APPS).flatMap(([app, { composition, platform }]) => [
    ...(composition.length ? [{ type: 'composition', pattern: `${app}/src/${folders(composition)}/**`, partialMatch: false, capture: [] }] : []),
    ...(platform.length ? [{ type: 'platform', pattern: `${app}/src/${folders(platform)}/**`, partialMatch: false }] : []),
  ]),
  { type: 'feature', pattern: '*/src/*/**', partialMatch: false, capture: ['app', 'feature'] },
  // Elements are folders: the files at the top of src/ (App.tsx, the federation entry) belong to src itself.
  { type: 'composition', pattern: '*/src', partialMatch: false, capture: ['app'] },
];

const APP_TYPES = { anyOf: ['composition', 'platform', 'feature', 'test-kit'] };
const APP_NAMES = Object.keys(APPS);

export const boundaryPolicies = [
  {
    from: { element: { type: 'feature' } },
    disallow: {
      to: { element: { type: 'feature', captured: { app: '{{ from.element.captured.app }}', feature: '!{{ from.element.captured.feature }}' } } },
    },
  },
  {
    from: { element: { type: 'platform' } },
    disallow: { to: { element: { types: { anyOf: ['composition', 'feature'] } } } },
  },
  // No app reaches into another's files, whatever the element.
  ...APP_NAMES.map((app) => ({
    from: { element: { types: APP_TYPES, path: `${app}/**` } },
    disallow: { to: { element: { path: `${folders(APP_NAMES.filter((other) => other !== app))}/**` } } },
  })),
  {
    from: { element: { type: 'engine' } },
    disallow: [{ to: { module: { origin: 'core' } } }, { to: { module: { origin: 'external' } } }, { to: { element: { type: '!engine' } } }],
  },
  {
    from: { element: { type: 'contract' } },
    disallow: [{ to: { module: { origin: 'core' } } }, { to: { module: { origin: 'external' } } }, { to: { element: { type: '!contract' } } }],
  },
  // The server depends on the contract, not on the browser runtime.
  {
    from: { element: { type: 'api' } },
    disallow: { to: { element: { type: 'shared' } } },
  },
  {
    from: { element: { type: 'shared' } },
    disallow: { to: { element: { types: { anyOf: ['composition', 'platform', 'feature', 'api'] } } } },
  },
];
