import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { runWebpack } from './support/run-webpack';

// The scripts a page runs as it loads start with V8's compile hint (scripts/webpack/compile-hints-plugin.cjs), so
// Chrome compiles them on a background thread while they download instead of function by function on the main
// thread. What can go wrong quietly: the minifier strips the comment (it must come after minification), the hint lands
// after the content hash or the compressed copies were made (a file then differs from its name and its .gz), or a
// chunk only one feature needs gets it and costs every visit a compile of code that never runs.
/* eslint-disable @typescript-eslint/no-require-imports */
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { CompileHintsPlugin, COMPILE_HINT } = require('../webpack/compile-hints-plugin.cjs');
const { PrecompressPlugin } = require('../webpack/precompress-plugin.cjs');
const repoRoot = path.resolve(__dirname, '../..');

function build(dir: string, plugins: unknown[]): Promise<void> {
  return runWebpack({
    context: dir,
    entry: { main: path.join(dir, 'index.js') },
    output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash:10].js', chunkFilename: '[name].[contenthash:10].js', clean: true },
    optimization: { minimizer: [new MinimizerPlugin({ extractComments: false, minify: MinimizerPlugin.swcMinify })] },
    plugins,
  });
}

/** The built scripts by chunk name: { main: 'main.0123456789.js', ... }. */
function scripts(dir: string): Record<string, string> {
  const files = readdirSync(path.join(dir, 'dist')).filter((file) => file.endsWith('.js'));
  return Object.fromEntries(files.map((file) => [file.split('.')[0], file]));
}
const read = (dir: string, file: string) => readFileSync(path.join(dir, 'dist', file), 'utf8');

describe('CompileHintsPlugin (scripts/webpack/compile-hints-plugin.cjs)', () => {
  let dir: string;
  let plain: Record<string, string>;
  let hinted: Record<string, string>;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'bb-compile-hints-'));
    // The entry opens `boot` at start; boot opens a route section and, on demand, a chart only one feature needs.
    const filler = Array.from({ length: 60 }, (_, i) => `export const s${i} = 'long enough to be worth compressing ${i}';`).join('\n');
    writeFileSync(path.join(dir, 'index.js'), "import(/* webpackChunkName: 'boot' */ './boot').then((m) => m.start());\n");
    writeFileSync(
      path.join(dir, 'boot.js'),
      "export const start = () => import(/* webpackChunkName: 'route' */ './route');\nexport const chart = () => import(/* webpackChunkName: 'chart' */ './chart');\n",
    );
    writeFileSync(path.join(dir, 'route.js'), `${filler}\nexport function route() { return 'route'; }\n`);
    writeFileSync(path.join(dir, 'chart.js'), "export function chart() { return 'chart'; }\n");
    await build(dir, []);
    plain = scripts(dir);
    await build(dir, [new CompileHintsPlugin({ chunkNames: ['route'] }), new PrecompressPlugin()]);
    hinted = scripts(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('puts the hint on the first line of the entry, its start-up chunk and the named route chunk, after minification', () => {
    for (const chunk of ['main', 'boot', 'route']) {
      const source = read(dir, hinted[chunk]!);
      expect(source.startsWith(COMPILE_HINT)).toBe(true);
      // Minified code follows: the comment was added after the minifier, which would have dropped it.
      expect(source.slice(COMPILE_HINT.length)).not.toMatch(/\n\s+/);
    }
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });

  test('leaves a chunk loaded later for one feature alone', () => {
    expect(read(dir, hinted.chart!)).not.toContain('allFunctionsCalledOnLoad');
    expect(hinted.chart).toBe(plain.chart);
  });

  test('is in the file before its content hash and its compressed copy are made', () => {
    for (const chunk of ['main', 'boot', 'route']) expect(hinted[chunk]).not.toBe(plain[chunk]);
    const route = hinted.route!;
    expect(gunzipSync(readFileSync(path.join(dir, 'dist', `${route}.gz`))).toString('utf8')).toBe(read(dir, route));
  });
});

test.each(['mfe-gameplay', 'mfe-leagues'])("%s hints the chunks of every route section its server preloads", (app) => {
  const configs: { plugins?: unknown[] }[] = [require(path.join(repoRoot, app, 'webpack.config.cjs'))({}, { mode: 'production' })].flat();
  const plugins = configs.flatMap((config) => config.plugins ?? []);
  const { RouteChunksPlugin } = require('../webpack/route-chunks-plugin.cjs');
  const routes = plugins.find((p) => p instanceof RouteChunksPlugin) as { table: Record<string, string[]> };
  const hints = plugins.find((p) => p instanceof CompileHintsPlugin) as { chunkNames: string[] };
  expect(hints.chunkNames).toEqual(Object.values(routes.table).flat());
  expect(hints.chunkNames.length).toBeGreaterThan(3);
});

test.each(['host', 'mfe-tournaments', 'mfe-gotd', 'mfe-account'])('%s hints its start-up chunks in production, not in development', (app) => {
  const pluginsOf = (mode: string) =>
    [require(path.join(repoRoot, app, 'webpack.config.cjs'))({}, { mode })].flat().flatMap((config: { plugins?: unknown[] }) => config.plugins ?? []);
  expect(pluginsOf('production').some((p) => p instanceof CompileHintsPlugin)).toBe(true);
  expect(pluginsOf('development').some((p) => p instanceof CompileHintsPlugin)).toBe(false);
});
