// `npm start` records the How To demonstrations in the background when the built apps differ from the ones the
// frames were recorded from. It never blocks or fails the start: every problem is one log line and a skip.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { currentBuild, howtoDirOf, readManifestFile } from './howto-build.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

async function waitForServer(baseUrl, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  return false;
}

/** Starts the recorder once the server answers; answers at once (the work happens in the background). */
export function recordHowtoInBackground(repoRoot, env = process.env, log = (line) => console.log(`[start] ${line}`)) {
  void (async () => {
    if (env.HOWTO_RECORD === '0') return;
    if (!existsSync(CHROMIUM)) return log(`How To recordings: no Chromium at ${CHROMIUM}, not recorded (set CHROMIUM_PATH to record them)`);
    const port = env.PORT || '8080';
    if (port === '0') return log('How To recordings: PORT=0, not recorded (run npm run howto:record -- --url <server>)');
    const build = currentBuild(repoRoot, env);
    const dir = howtoDirOf(repoRoot, env);
    if (build && readManifestFile(dir)?.build === build) return log(`How To recordings are up to date (build ${build})`);
    const host = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
    const baseUrl = `http://${host}:${port}`;
    if (!(await waitForServer(baseUrl, 120_000))) return log('How To recordings: the server did not answer, not recorded');
    // With PostgreSQL (DATABASE_URL) there may be no DATA_DIR: creating one would later look like a PGlite database.
    if (!existsSync(path.dirname(dir))) return log(`How To recordings: no data folder ${path.dirname(dir)} (set DATA_DIR), not recorded`);
    mkdirSync(dir, { recursive: true });
    const logFile = path.join(dir, 'recorder.log');
    const out = openSync(logFile, 'a');
    const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'record-howto.mjs'), '--url', baseUrl], { cwd: repoRoot, env, stdio: ['ignore', out, out] });
    child.on('error', () => undefined);
    child.unref();
    // The recorder belongs to this start: it ends with the server.
    process.on('exit', () => child.exitCode === null && child.kill());
    log(`recording the How To demonstrations in the background for build ${build ?? 'unknown'} (log: ${logFile})`);
  })().catch((error) => log(`How To recordings: skipped (${error.message})`));
}
