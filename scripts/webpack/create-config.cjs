// One webpack configuration shape for the host and every remote. Each app's
// own webpack.config.cjs calls this with its name, exposes and dev port, so
// an app builds and deploys from its own folder into its own dist/.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedConfig } = require('./shared-singletons.cjs');
const { CompileHintsPlugin } = require('./compile-hints-plugin.cjs');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const { RouteChunksPlugin } = require('./route-chunks-plugin.cjs');

const repoRoot = path.resolve(__dirname, '../..');

/**
 * styled-components at build time: the CSS in template literals is minified, so stylis no longer tokenises our
 * indentation when each component first renders (a measurable share of a phone's start-up), and unused components
 * can be dropped. Ids stay runtime-made (ssr: false): build-time ids hash file paths, which two independently built
 * apps could share. Component names show in development only.
 */
function styledComponentsPlugin(dev) {
  return [require.resolve('@swc/plugin-styled-components'), { displayName: dev, ssr: false, fileName: false, minify: true, pure: true, transpileTemplateLiterals: false }];
}

/**
 * One federation runtime on a page, the host's. Every remote's remoteEntry.js used to carry its own copy of
 * @module-federation/runtime-core (63 of its 90 KB; 18 of 28 KB gzip) that a phone downloaded and ran before the
 * remote's first screen. A production remote now expects the runtime its host lends (externalRuntime): the shell lends
 * its own before it loads a remote (shared/src/parcels/lend-federation-runtime.ts), and so does the partner widget's
 * embed.js (mfe-gotd/src/embed/embed-script.ts). A remote's development build runs alone on its dev shell, so it keeps
 * its own. Every @module-federation package is on one version (scripts/test/federation-config.test.ts), so the lent
 * runtime is the one each remote was built against.
 */
function federationRuntime({ isHost, dev }) {
  return isHost || dev ? {} : { externalRuntime: true };
}

/**
 * A production build keeps its modules and minified chunks in node_modules/.cache/webpack, so what `npm test` builds
 * again after the build phase (the e2e suite's redeploys of one remote under another label, a deploy of one remote)
 * recompiles only what changed: BUILD_LABEL reaches the few modules that read it (DefinePlugin tracks them). Settings
 * read from the environment that shape the whole build get a cache of their own. Development builds stay in memory.
 */
function buildCache({ dir, name, mode, dev }) {
  if (dev) return { type: 'memory' };
  const shaping = JSON.stringify({ shared: process.env.BB_SHARED_VERSION || '', keepNames: process.env.KEEP_NAMES === '1' });
  const variant = require('node:crypto').createHash('sha256').update(shaping).digest('hex').slice(0, 8);
  return {
    type: 'filesystem',
    cacheDirectory: path.join(repoRoot, 'node_modules', '.cache', 'webpack'),
    name: `${name}-${mode}-${variant}`,
    buildDependencies: { config: [__filename, path.join(dir, 'webpack.config.cjs')] },
  };
}

/**
 * @param {object} o
 * @param {string} o.dir            the app folder
 * @param {string} o.name           federation name (host, mfe_gotd, ...)
 * @param {number} o.port           dev-server port
 * @param {Record<string,string>} [o.exposes]  remote modules
 * @param {string} [o.title]        page title of the standalone dev shell
 * @param {boolean} [o.isHost]
 * @param {Record<string,string[]>} [o.routeChunks]  a remote's route sections → the lazy chunks each opens (route-chunks-plugin.cjs)
 */
module.exports = function createConfig(o) {
  return (env = {}, argv = {}) => {
    const mode = argv.mode || 'production';
    const dev = mode === 'development';
    // Lets a deploy (or the e2e suite) build straight into another folder.
    const outDir = process.env.MF_OUT_DIR ? path.resolve(process.env.MF_OUT_DIR) : path.join(o.dir, 'dist');
    const buildLabel = process.env.BUILD_LABEL || '';
    // KEEP_NAMES=1 keeps function names in a production build, so a CPU profile of it reads.
    const keepNames = process.env.KEEP_NAMES === '1';
    const entry = o.isHost || dev ? { main: path.join(o.dir, o.isHost ? 'src/index.ts' : 'src/dev/index.ts') } : {};

    return {
      mode,
      context: o.dir,
      entry,
      target: 'web',
      devtool: dev ? 'eval-cheap-module-source-map' : false,
      output: {
        path: outDir,
        // Remotes resolve their chunks relative to wherever they are served.
        publicPath: o.isHost ? '/' : 'auto',
        uniqueName: o.name,
        filename: dev ? '[name].js' : '[name].[contenthash:10].js',
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            // Workspace packages (shared, engine) ship TypeScript source.
            exclude: /node_modules[\\/](?!@bb[\\/])/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: dev } },
                  target: 'es2020',
                  experimental: { plugins: [styledComponentsPlugin(dev)], cacheRoot: path.join(repoRoot, 'node_modules', '.cache', 'swc') },
                },
              },
            },
          },
          { test: /\.(png|svg|jpg|mp3|woff2)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: o.name,
          filename: 'remoteEntry.js',
          exposes: o.exposes,
          // The host discovers remotes at runtime, from the registry the server writes into the page or /remotes.json.
          remotes: {},
          shared: sharedConfig({ host: Boolean(o.isHost) }),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          experiments: federationRuntime({ isHost: Boolean(o.isHost), dev }),
        }),
        new webpack.DefinePlugin({
          __BUILD_LABEL__: JSON.stringify(buildLabel),
          __APP_NAME__: JSON.stringify(o.name),
        }),
        ...(entry.main
          ? [new HtmlWebpackPlugin({ template: path.join(o.isHost ? o.dir : repoRoot, o.isHost ? 'public/index.html' : 'scripts/webpack/dev-shell.html'), title: o.title || o.name })]
          : []),
        ...(o.plugins || []),
        ...(o.routeChunks && !dev ? [new RouteChunksPlugin(o.routeChunks)] : []),
        ...(dev ? [] : [new CompileHintsPlugin({ chunkNames: Object.values(o.routeChunks ?? {}).flat() }), new PrecompressPlugin()]),
      ],
      optimization: {
        minimize: !dev,
        minimizer: [new MinimizerPlugin({ extractComments: false, minify: { implementation: MinimizerPlugin.swcMinify, options: { compress: { passes: 2 }, mangle: !keepNames, keep_fnames: keepNames } } })],
      },
      cache: buildCache({ dir: o.dir, name: o.name, mode, dev }),
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: o.port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/remotes.json'], target: process.env.API_URL || 'http://localhost:8080' }],
      },
    };
  };
};
