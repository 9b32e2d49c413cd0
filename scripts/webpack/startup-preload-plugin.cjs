// Adds `<link rel="preload" as="script">` to the host's index.html for every script the shell needs before its first
// paint: the chunks of its async boundary (`import('./bootstrap')` in src/index.ts) and the chunks of each library
// it provides to the federation (react, react-dom, @bb/shared, ...). Without them the browser discovers these only
// after main.js has run, one round trip later, and on a phone each round trip is ~150 ms.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PROVIDE_MODULE = 'provide-module';

/** Chunk files of the groups the entry modules open with import() and of the host's provided shared modules. */
function startupFiles(compilation) {
  const { chunkGraph } = compilation;
  const entryModules = new Set();
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const module of chunkGraph.getChunkEntryModulesIterable(entrypoint.getEntrypointChunk())) {
      entryModules.add(module);
      // An entry with static imports is concatenated with them; the import() origins name the module it was built from.
      if (module.rootModule) entryModules.add(module.rootModule);
    }
  }
  const files = new Set();
  for (const group of compilation.chunkGroups) {
    // A worker's entry (`new Worker(new URL(...))`) is fetched by the worker itself: a script preload would be a
    // second download, at a priority the page's own scripts need.
    if (group.isInitial() || typeof group.getEntrypointChunk === 'function') continue;
    const wanted = group.origins.some((origin) => origin.module && (entryModules.has(origin.module) || origin.module.type === PROVIDE_MODULE));
    if (!wanted) continue;
    for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return [...files].sort();
}

class StartupPreloadPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupPreloadPlugin', (data) => {
        const publicPath = data.publicPath ?? '';
        const links = startupFiles(compilation).map((file) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }));
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin, startupFiles };
