// Puts V8's explicit compile hint, `//# allFunctionsCalledOnLoad`, at the top of every script a page runs as it loads:
// the app's initial chunks, the chunks its entry opens at start (startup-preload-plugin.cjs: the shell's boundary and
// its shared libraries; a remote's exposed modules), and a remote's route chunks (route-chunks-plugin.cjs).
//
// Why: V8 compiles a function lazily, on its first call, and on the main thread. A webpack chunk is an object of
// module functions that all run when the chunk is required, so without the hint every module's body is parsed twice
// (once to find its end, once when called) and compiled while the page waits. A CPU profile of the home page at start
// had about 100 ms of samples in `__webpack_require__` itself, which is that compile. With the hint (Chrome 136+)
// V8 compiles the whole file eagerly while it streams in, on a background thread. Browsers without the feature read a
// comment.
//
// Chunks loaded later for one feature (charts, the Firebase adapter, a page's other sections) are left alone: most of
// their functions may never run, and compiling them all would be wasted work.
const { startupFiles } = require('./startup-preload-plugin.cjs');

const HINT = '//# allFunctionsCalledOnLoad\n';

/** The JS files of the initial chunks, the start-up chunk groups and the named chunk groups in `chunkNames`. */
function loadTimeFiles(compilation, chunkNames = []) {
  const files = new Set(startupFiles(compilation));
  const add = (chunks) => {
    for (const chunk of chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  };
  for (const entrypoint of compilation.entrypoints.values()) add(entrypoint.chunks);
  for (const name of chunkNames) add(compilation.namedChunkGroups.get(name)?.chunks ?? []);
  return [...files].sort();
}

class CompileHintsPlugin {
  /** @param {{ chunkNames?: string[] }} [options] named lazy chunks that also run on load (a remote's route chunks) */
  constructor({ chunkNames = [] } = {}) {
    this.chunkNames = chunkNames;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      // After minification (which would drop the comment), before the content hashes and the compressed copies, so both
      // describe the file as served.
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE }, () => {
        for (const file of loadTimeFiles(compilation, this.chunkNames)) {
          compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
        }
      });
    });
  }
}

module.exports = { CompileHintsPlugin, COMPILE_HINT: HINT };
