import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildFixture } from './support/run-webpack';

// The server preloads a page's own lazy chunks from the route-chunks.json each remote's build writes
// (scripts/webpack/route-chunks-plugin.cjs), from a table in the remote's webpack.config.cjs. Two ways it could go
// quietly wrong, each tested here: a chunk renamed in the sources (the build must fail, not write an empty list), and
// a route section added, moved or given another chunk in src/App.tsx but not in the table (the page would lose its
// preloads and only be slower, which no other test would see).
/* eslint-disable @typescript-eslint/no-require-imports */
const { RouteChunksPlugin } = require('../webpack/route-chunks-plugin.cjs');
const repoRoot = path.resolve(__dirname, '../..');

describe('RouteChunksPlugin', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'bb-route-chunks-'));
    writeFileSync(path.join(dir, 'index.js'), "export const open = () => import(/* webpackChunkName: 'page' */ './page');\n");
    writeFileSync(path.join(dir, 'page.js'), "export const page = () => import(/* webpackChunkName: 'inner' */ './inner');\n");
    writeFileSync(path.join(dir, 'inner.js'), "export const inner = 'inner';\n");
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const build = (table: Record<string, string[]>) => buildFixture(dir, { chunkFilename: '[name].[contenthash:10].js', plugins: [new RouteChunksPlugin(table)] });

  test("writes each section's chunk files, as the build named them", async () => {
    await build({ '/page/*': ['page'], '/page/inner/:id': ['inner'] });
    const written = JSON.parse(readFileSync(path.join(dir, 'dist', 'route-chunks.json'), 'utf8'));
    expect(written).toEqual({ '/page/*': [expect.stringMatching(/^page\.[0-9a-f]{10}\.js$/)], '/page/inner/:id': [expect.stringMatching(/^inner\.[0-9a-f]{10}\.js$/)] });
  });

  test('fails the build on a chunk name no import() gives', async () => {
    await expect(build({ '/page/*': ['pages'] })).rejects.toThrow(/route-chunks: no chunk has these names.*\/page\/\* → pages/);
  });
});

/** The sections a routes file declares: `<Route path="…" element={<Page />}>` where `const Page = lazyPage(…chunk…)`. */
function sectionsIn(file: string, base: string): Record<string, string[]> {
  const source = readFileSync(path.join(repoRoot, file), 'utf8');
  const chunkOf = new Map([...source.matchAll(/const (\w+) = lazyPage\(\(\) => import\(\/\* webpackChunkName: "([\w-]+)" \*\//g)].map((m) => [m[1], m[2]]));
  const sections: Record<string, string[]> = {};
  for (const [, routePath, component] of source.matchAll(/<Route path="([^"]+)" element=\{<(\w+)/g)) {
    const chunk = chunkOf.get(component as string);
    if (chunk) sections[routePath!.startsWith('/') ? routePath! : `${base}${routePath}`] = [chunk];
  }
  return sections;
}

function tableOf(app: string): Record<string, string[]> | undefined {
  // A config, or several (the Game of the Day also builds its embeddable widget).
  const configs: { plugins?: unknown[] }[] = [require(path.join(repoRoot, app, 'webpack.config.cjs'))({}, { mode: 'production' })].flat();
  const plugin = configs.flatMap((config) => config.plugins ?? []).find((p) => p instanceof RouteChunksPlugin) as { table: Record<string, string[]> } | undefined;
  return plugin?.table;
}

test.each([
  ['mfe-gameplay', [['mfe-gameplay/src/App.tsx', '']]],
  ['mfe-leagues', [['mfe-leagues/src/App.tsx', ''], ['mfe-leagues/src/stats-and-ratings/StatsAndRatingsPage.tsx', '/stats-and-ratings/']]],
])("%s's table names every lazy route section of its sources, and nothing else", (app, files) => {
  const expected = Object.assign({}, ...files.map(([file, base]) => sectionsIn(file as string, base as string)));
  expect(Object.keys(expected).length).toBeGreaterThan(3);
  expect(tableOf(app)).toEqual(expected);
});

test.each(['mfe-tournaments', 'mfe-gotd', 'mfe-account'])('%s has no lazy route sections, so no table', (app) => {
  expect(sectionsIn(`${app}/src/App.tsx`, '')).toEqual({});
  expect(tableOf(app)).toBeUndefined();
});
