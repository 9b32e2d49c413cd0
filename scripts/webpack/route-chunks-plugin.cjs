// Writes route-chunks.json next to a remote's mf-manifest.json: for each route section of the remote (a path pattern
// of its src/App.tsx, '/game/single/*' style), the JS files of the lazy chunks that section opens. The server reads it
// to preload a page's own chunks with the page (api/src/web/route-preloads.ts): without them a phone asks for them
// only once the shell, the remote's entry and its Area have all run, which is the last round trip before the page
// can paint.
const { Compilation, WebpackError, sources } = require('webpack');

const FILE = 'route-chunks.json';

/** { pattern: files } for the table { pattern: chunk names }; a name no import() gives its chunk is an error. */
function routeChunkFiles(compilation, table) {
  const files = {};
  const missing = [];
  for (const [pattern, names] of Object.entries(table)) {
    const list = new Set();
    for (const name of names) {
      const group = compilation.namedChunkGroups.get(name);
      if (!group) {
        missing.push(`${pattern} → ${name}`);
        continue;
      }
      for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) list.add(file);
    }
    files[pattern] = [...list].sort();
  }
  return { files, missing };
}

class RouteChunksPlugin {
  /** @param {Record<string, string[]>} table route pattern → the webpackChunkName of each lazy chunk it opens */
  constructor(table) {
    this.table = table;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RouteChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RouteChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { files, missing } = routeChunkFiles(compilation, this.table);
        if (missing.length > 0) {
          compilation.errors.push(new WebpackError(`route-chunks: no chunk has these names (a renamed webpackChunkName?): ${missing.join(', ')}`));
        }
        compilation.emitAsset(FILE, new sources.RawSource(`${JSON.stringify(files, null, 1)}\n`));
      });
    });
  }
}

module.exports = { RouteChunksPlugin, ROUTE_CHUNKS_FILE: FILE };
