#!/usr/bin/env node
// `npm start`: install, build every app and the server, prepare the database,
// and serve the whole platform on one port (PORT, default 8080).
import { pnpm, run, repoRoot } from './lib/pnpm.mjs';
import { recordHowtoInBackground } from './lib/howto-autostart.mjs';

const step = (label) => console.log(`\n[start] ${label}`);

try {
  step('installing dependencies');
  await pnpm(['install', '--frozen-lockfile']);
  if (process.env.SKIP_BUILD !== '1') {
    step('building the host, the five remotes and the API server');
    await pnpm(['-r', '--workspace-concurrency=2', '--filter=!@bb/e2e', 'run', 'build']);
  }
  step('preparing the database and the historical data (imported once, when the database is empty)');
  const imported = await run(process.execPath, ['api/dist/import.cjs', '--if-empty'], { cwd: repoRoot });
  if (imported !== 0) throw new Error('the data import failed; the message above names the file, line and reason');
  step('starting the server');
  // The How To page's demonstrations, re-recorded when the screens changed (in the background, never blocking).
  recordHowtoInBackground(repoRoot);
  const code = await run(process.execPath, ['api/dist/server.cjs'], { cwd: repoRoot });
  process.exit(code);
} catch (error) {
  console.error(`[start] ${error.message}`);
  process.exit(1);
}
