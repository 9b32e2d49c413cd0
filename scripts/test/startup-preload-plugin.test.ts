import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildFixture } from './support/run-webpack';

// The shell's index.html names every script of its start-up (scripts/webpack/startup-preload-plugin.cjs), so a phone
// fetches them with the page instead of one round trip after main.js ran. The entry is concatenated with whatever it
// imports statically (host/src/index.ts imports its yield helper), and then it no longer is the module its import()
// calls came from: the start-up chunks silently dropped out of index.html once.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startupFiles } = require('../webpack/startup-preload-plugin.cjs');

async function startupChunksOf(dir: string): Promise<string[]> {
  let files: string[] = [];
  await buildFixture(dir, {}, (compilation) => compilation.hooks.afterSeal.tap('probe', () => (files = startupFiles(compilation))));
  return files;
}

describe('startupFiles (scripts/webpack/startup-preload-plugin.cjs)', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'bb-startup-'));
    writeFileSync(path.join(dir, 'boot.js'), "export const later = () => import(/* webpackChunkName: 'later' */ './later');\n");
    writeFileSync(path.join(dir, 'later.js'), "export const later = 'later';\n");
    writeFileSync(path.join(dir, 'helper.js'), 'export const pause = () => Promise.resolve();\n');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('names the chunk the entry opens with import(), not the chunks that one opens later', async () => {
    writeFileSync(path.join(dir, 'index.js'), "import(/* webpackChunkName: 'boot' */ './boot');\n");
    expect(await startupChunksOf(dir)).toEqual(['boot.js']);
  });

  test('still names it when the entry also imports a module statically and webpack concatenates the two', async () => {
    writeFileSync(path.join(dir, 'index.js'), "import { pause } from './helper';\npause().then(() => import(/* webpackChunkName: 'boot' */ './boot'));\n");
    expect(await startupChunksOf(dir)).toEqual(['boot.js']);
  });

  test('leaves out a worker the entry starts: the worker fetches its own script', async () => {
    writeFileSync(path.join(dir, 'work.js'), "postMessage('done');\n");
    writeFileSync(
      path.join(dir, 'index.js'),
      "new Worker(new URL(/* webpackChunkName: 'work' */ './work.js', import.meta.url));\nimport(/* webpackChunkName: 'boot' */ './boot');\n",
    );
    expect(await startupChunksOf(dir)).toEqual(['boot.js']);
  });
});
