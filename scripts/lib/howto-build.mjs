// What the How To recordings were made from, and where they live. No import.meta here: the e2e suite
// (jest, compiled to CommonJS) imports the recorder's modules.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The host first, then the remotes: the apps whose screens the frames show (api/src/web/web-apps.ts). */
export const HOWTO_APPS = ['host', 'mfe-gameplay', 'mfe-leagues', 'mfe-tournaments', 'mfe-gotd', 'mfe-account'];

/** As api/src/config.ts: DATA_DIR, else <repo>/.data/pglite. The recordings sit in its `howto` folder. */
export function howtoDirOf(repoRoot, env = process.env) {
  const dataDir = env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(repoRoot, '.data', 'pglite');
  return path.join(dataDir, 'howto');
}

/**
 * The build label of the apps a server serves: BUILD_LABEL when the deploy sets one (webpack's __BUILD_LABEL__),
 * else a fingerprint of each app's entry files. Those name content-hashed chunks, so any change to a screen's
 * code changes the fingerprint, and an unchanged build keeps it. Null when the apps are not built.
 */
export function currentBuild(repoRoot, env = process.env) {
  if (env.BUILD_LABEL) return env.BUILD_LABEL;
  const webRoot = env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : null;
  const hash = createHash('sha256');
  for (const app of HOWTO_APPS) {
    const dir = webRoot ? path.join(webRoot, app) : path.join(repoRoot, app, 'dist');
    const entry = path.join(dir, app === 'host' ? 'index.html' : 'mf-manifest.json');
    if (!existsSync(entry)) return null;
    hash.update(app).update(readFileSync(entry));
  }
  return `dist-${hash.digest('hex').slice(0, 16)}`;
}

/** The manifest on disk, or null (none yet, or unreadable). */
export function readManifestFile(dir) {
  try {
    return JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
  } catch {
    return null;
  }
}
