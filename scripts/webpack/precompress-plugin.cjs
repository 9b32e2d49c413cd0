// Writes a brotli (.br) and a gzip (.gz) copy next to each script a browser loads from this build, so the server
// (api/src/web/static-apps.ts, @fastify/static `preCompressed`) sends a quarter of the bytes without compressing
// on every request. On a phone's network that is most of the page's load time: the scripts are ~1 MB as built.
// Only content-hashed chunks and remoteEntry.js get copies: a hashed file never changes under its name, and
// remoteEntry.js is always rebuilt with its copies. Files replaced by hand (sw.js in the e2e suite) have none, so a
// stale copy can never be served in their place.
const zlib = require('node:zlib');

const COMPRESSIBLE = /(\.[0-9a-f]{10}\.js|(^|\/)remoteEntry\.js)$/;
const MIN_BYTES = 1024;

class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, (assets) => {
        for (const name of Object.keys(assets)) {
          if (!COMPRESSIBLE.test(name)) continue;
          const buffer = assets[name].buffer();
          if (buffer.length < MIN_BYTES) continue;
          const brotli = zlib.brotliCompressSync(buffer, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
          });
          compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli));
          compilation.emitAsset(`${name}.gz`, new sources.RawSource(zlib.gzipSync(buffer, { level: 9 })));
        }
      });
    });
  }
}

module.exports = { PrecompressPlugin, COMPRESSIBLE };
