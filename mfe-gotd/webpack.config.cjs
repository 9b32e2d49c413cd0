// Game of the Day remote: built and deployed on its own; the host finds it through /remotes.json.
// A second, tiny build makes embed.js, the one script partner sites include (see README "Embedding").
const path = require('node:path');
const createConfig = require('../scripts/webpack/create-config.cjs');

const remote = createConfig({
  dir: __dirname,
  name: 'mfe_gotd',
  port: 3004,
  title: 'Game of the Day',
  exposes: {
    // The area the host mounts for every path this remote owns: single-spa parcel lifecycles (src/lifecycles.tsx).
    "./Area": "./src/lifecycles.tsx",
    // The partner widget: the same kind of lifecycles, mounted by embed.js inside a shadow root.
    "./Widget": "./src/embed/mount-widget.tsx"
  },
});

/** embed.js keeps a stable name (partners cannot update their tag) and is served no-cache like a remote entry. */
function embedConfig(base) {
  return {
    name: 'gotd-embed',
    dependencies: ['mfe_gotd'],
    mode: base.mode,
    context: __dirname,
    target: 'web',
    devtool: false,
    entry: { embed: path.join(__dirname, 'src/embed/embed-script.ts') },
    output: { path: base.output.path, filename: 'embed.js', publicPath: 'auto', clean: false, uniqueName: 'gotd_embed' },
    resolve: base.resolve,
    module: base.module,
    optimization: { minimize: base.optimization.minimize, minimizer: base.optimization.minimizer, splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = (env = {}, argv = {}) => {
  const base = { ...remote(env, argv), name: 'mfe_gotd' };
  // The dev server serves the remote alone; embed.js is a production artefact.
  return argv.mode === 'development' ? base : [base, embedConfig(base)];
};
