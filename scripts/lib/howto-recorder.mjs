// Records the How To frames from a running server into <DATA_DIR>/howto (see api/src/howto/README.md).
// No import.meta: the e2e suite imports `recordHowto` through jest.
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HOWTO_FLOWS } from './howto-flows.mjs';
import { readManifestFile } from './howto-build.mjs';
import { frameRecorder, launchHowtoBrowser, openHowtoSession } from './howto-session.mjs';

/**
 * Runs `flows` (default: every row of HOWTO_FLOWS) against `baseUrl` and writes their frames and the manifest into
 * `outDir`. Frames go to a scratch folder first and replace a mode's old ones only once its flow has produced some,
 * so the page never shows half a recording; modes not recorded this time keep their previous frames.
 * Answers the manifest written.
 */
export async function recordHowto({ baseUrl, outDir, build, flows = HOWTO_FLOWS, log = (line) => console.log(`[howto] ${line}`), executablePath }) {
  mkdirSync(outDir, { recursive: true });
  const scratch = path.join(outDir, `.recording-${process.pid}`);
  rmSync(scratch, { recursive: true, force: true });
  const browser = await launchHowtoBrowser(executablePath);
  const recorded = [];
  try {
    const session = await openHowtoSession(browser, baseUrl);
    try {
      for (const flow of flows) {
        const frames = frameRecorder(session.page, path.join(scratch, flow.mode));
        const started = Date.now();
        try {
          await flow.run({ page: session.page, shot: frames.shot, api: session.api, record: session.record });
        } catch (error) {
          // What the screen said (a form's error) is usually why a step failed.
          const alerts = await session.page.locator('[role="alert"]').allTextContents().catch(() => []);
          const said = alerts.map((a) => a.trim()).filter(Boolean).join(' | ');
          log(`${flow.mode}: stopped after ${frames.frames.length} frame(s) at ${session.page.url()}: ${String(error?.message ?? error).split('\n')[0]}${said ? ` (screen: ${said})` : ''}`);
        }
        if (frames.frames.length > 0) recorded.push({ mode: flow.mode, title: flow.title, frames: frames.frames });
        log(`${flow.mode}: ${frames.frames.length} frame(s) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }
    } finally {
      await session.close();
    }
  } finally {
    await browser.close();
  }

  for (const entry of recorded) {
    const target = path.join(outDir, entry.mode);
    rmSync(target, { recursive: true, force: true });
    renameSync(path.join(scratch, entry.mode), target);
  }
  rmSync(scratch, { recursive: true, force: true });
  const previous = readManifestFile(outDir);
  const fresh = new Set(recorded.map((m) => m.mode));
  const kept = (Array.isArray(previous?.modes) ? previous.modes : []).filter((m) => m && !fresh.has(m.mode) && existsSync(path.join(outDir, String(m.mode))));
  const order = (mode) => {
    const i = HOWTO_FLOWS.findIndex((f) => f.mode === mode);
    return i < 0 ? HOWTO_FLOWS.length : i;
  };
  const manifest = {
    recordedAt: new Date().toISOString(),
    build: build ?? null,
    modes: [...kept, ...recorded].sort((a, b) => order(a.mode) - order(b.mode)),
  };
  // Written whole then renamed: the server never reads half a manifest.
  const tmp = path.join(outDir, `.manifest-${process.pid}.json`);
  writeFileSync(tmp, `${JSON.stringify(manifest, null, 2)}\n`);
  renameSync(tmp, path.join(outDir, 'manifest.json'));
  return manifest;
}
