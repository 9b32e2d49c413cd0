#!/usr/bin/env node
// `npm run howto:record -- --url http://127.0.0.1:8080 [--modes exhibition,gotd] [--data-dir DIR]`:
// records the How To page's demonstrations from a running server (api/src/howto/README.md). The frames show real
// player names, so they go to the server's data folder (<DATA_DIR>/howto), never into the repository.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from './lib/pnpm.mjs';
import { currentBuild, howtoDirOf } from './lib/howto-build.mjs';
import { HOWTO_FLOWS } from './lib/howto-flows.mjs';
import { recordHowto } from './lib/howto-recorder.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.HOWTO_URL },
    modes: { type: 'string' },
    'data-dir': { type: 'string' },
  },
});

try {
  const baseUrl = values.url ?? `http://127.0.0.1:${process.env.PORT || 8080}`;
  const outDir = values['data-dir'] ? path.join(path.resolve(values['data-dir']), 'howto') : howtoDirOf(repoRoot);
  // Never create the data folder: an empty one would look like a database to the server's first start.
  if (!existsSync(path.dirname(outDir))) throw new Error(`${path.dirname(outDir)} does not exist: start the server once (npm start), or pass --data-dir`);
  const wanted = values.modes ? new Set(values.modes.split(',').map((m) => m.trim())) : null;
  const flows = wanted ? HOWTO_FLOWS.filter((f) => wanted.has(f.mode)) : HOWTO_FLOWS;
  if (flows.length === 0) throw new Error(`no such mode; known: ${HOWTO_FLOWS.map((f) => f.mode).join(', ')}`);
  const started = Date.now();
  const manifest = await recordHowto({ baseUrl, outDir, build: currentBuild(repoRoot), flows });
  const frames = manifest.modes.reduce((n, m) => n + m.frames.length, 0);
  console.log(`[howto] ${manifest.modes.length} mode(s), ${frames} frame(s) in ${outDir} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
} catch (error) {
  console.error(`[howto] recording failed: ${error.message}`);
  process.exit(1);
}
