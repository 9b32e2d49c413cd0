import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { runWebpack } from './support/run-webpack';

// The brotli/gzip copies the server sends in place of a script (api/src/web/static-apps.ts, preCompressed) must be
// the script as finally emitted: minified, under its final content-hashed name. A copy made at the wrong build
// stage decompresses to other code than the file beside it, and the browser then runs the wrong chunk.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const MinimizerPlugin = require('minimizer-webpack-plugin');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PrecompressPlugin, COMPRESSIBLE } = require('../webpack/precompress-plugin.cjs');

function build(dir: string): Promise<void> {
  return runWebpack({
    context: dir,
    entry: { main: path.join(dir, 'index.js') },
    output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash:10].js', chunkFilename: '[name].[contenthash:10].js' },
    optimization: { minimizer: [new MinimizerPlugin({ extractComments: false, minify: MinimizerPlugin.swcMinify })] },
    plugins: [new PrecompressPlugin()],
  });
}

describe('PrecompressPlugin (scripts/webpack/precompress-plugin.cjs)', () => {
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'bb-precompress-'));
    const filler = Array.from({ length: 200 }, (_, i) => `'a string long enough to compress ${i}'`).join(',\n');
    writeFileSync(path.join(dir, 'lazy.js'), `const list = [${filler}];\nexport default function lazy() { return list.join(', '); }\n`);
    writeFileSync(path.join(dir, 'index.js'), `import('./lazy').then((m) => console.log(m.default(), ${JSON.stringify('x'.repeat(2000))}));\n`);
    await build(dir);
  }, 60_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('each hashed script has .br and .gz copies that decompress to the emitted, minified file', () => {
    const files = readdirSync(path.join(dir, 'dist'));
    const scripts = files.filter((f) => COMPRESSIBLE.test(f));
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const script of scripts) {
      const source = readFileSync(path.join(dir, 'dist', script));
      expect(source.toString()).not.toContain(',\n');
      expect(brotliDecompressSync(readFileSync(path.join(dir, 'dist', `${script}.br`)))).toEqual(source);
      expect(gunzipSync(readFileSync(path.join(dir, 'dist', `${script}.gz`)))).toEqual(source);
    }
  });

  test('remoteEntry.js is compressed, files that may be replaced by hand (sw.js) are not', () => {
    expect(COMPRESSIBLE.test('remoteEntry.js')).toBe(true);
    expect(COMPRESSIBLE.test('sw.js')).toBe(false);
    expect(COMPRESSIBLE.test('mf-manifest.json')).toBe(false);
  });
});
