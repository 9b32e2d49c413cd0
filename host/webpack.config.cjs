// The shell: owns the header, menu, routing and loads every remote at runtime.
const path = require('node:path');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { GenerateSW } = require('workbox-webpack-plugin');
const createConfig = require('../scripts/webpack/create-config.cjs');
const { StartupPreloadPlugin } = require('../scripts/webpack/startup-preload-plugin.cjs');

// PWA files served next to index.html: the web app manifest and its icons.
const copyPublic = () =>
  new CopyWebpackPlugin({
    patterns: [{ from: path.join(__dirname, 'public'), globOptions: { ignore: ['**/index.html'] } }],
  });

// The service worker precaches the shell only (index.html + the host's hashed
// chunks). Remote manifests, remote entries, /remotes.json and the API are
// never cached: they are network-only so an independent deploy of a remote
// (or the API) is seen on the next navigation.
const serviceWorker = () =>
  new GenerateSW({
    swDest: 'sw.js',
    include: [/\.html$/, /\.[0-9a-f]{10}\.js$/],
    exclude: [/remoteEntry\.js$/, /mf-manifest\.json$/, /mf-stats\.json$/],
    // The page shows "reload" when a new worker waits; it then sends SKIP_WAITING.
    skipWaiting: false,
    clientsClaim: false,
    cleanupOutdatedCaches: true,
    // Hashed file names already change with their content.
    dontCacheBustURLsMatching: /\.[0-9a-f]{10}\.js$/,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    navigateFallback: '/index.html',
    // The local payment provider's hosted checkout and portal pages are server pages, not the app.
    navigateFallbackDenylist: [/^\/api\//, /^\/remotes(\/|\.json)/, /^\/outbox/, /^\/checkout\//, /^\/billing\//],
    runtimeCaching: [
      { urlPattern: ({ url }) => url.pathname.startsWith('/api/'), handler: 'NetworkOnly' },
      { urlPattern: ({ url }) => url.pathname === '/remotes.json' || url.pathname.startsWith('/remotes/'), handler: 'NetworkOnly' },
    ],
  });

module.exports = (env = {}, argv = {}) => {
  const production = (argv.mode || 'production') === 'production';
  return createConfig({
    dir: __dirname,
    name: 'host',
    port: 3000,
    title: 'Diamond Dice',
    isHost: true,
    plugins: [copyPublic(), ...(production ? [serviceWorker(), new StartupPreloadPlugin()] : [])],
  })(env, argv);
};
