import { access, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Versioned deploys of one remote (`npm run deploy:remote`, scripts/lib/deploys/): each build is stored once in
 * `<deploysDir>/<folder>/<version>/` and never changed, and the registry file names the live one as
 * `/deploys/<folder>/<version>/mf-manifest.json`. The layout is shared with those scripts.
 */
export const DEPLOYS_PREFIX = '/deploys';
const MANIFEST = 'mf-manifest.json';
// Names the deploy scripts give (`20260514-101500-1a2b3c4d`) or an operator's own; never a dot-file (a staging folder).
const VERSION_NAME = /^[0-9A-Za-z][\w.-]{0,99}$/;

export function isVersionName(name: string): boolean {
  return VERSION_NAME.test(name);
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** The folder of the stored version a registry entry names, when this server holds it; null for any other entry. */
export async function storedVersionDir(entry: string | undefined, folder: string, deploysDir: string | null): Promise<string | null> {
  const prefix = `${DEPLOYS_PREFIX}/${folder}/`;
  if (!deploysDir || !entry?.startsWith(prefix) || !entry.endsWith(`/${MANIFEST}`)) return null;
  const version = entry.slice(prefix.length, -(MANIFEST.length + 1));
  if (!isVersionName(version)) return null;
  const dir = path.join(deploysDir, folder, version);
  return (await exists(path.join(dir, MANIFEST))) ? dir : null;
}

/** Every stored version of a remote, newest name first (the scripts' names start with the deploy time). */
export async function storedVersionDirs(folder: string, deploysDir: string | null): Promise<string[]> {
  if (!deploysDir) return [];
  try {
    const entries = await readdir(path.join(deploysDir, folder), { withFileTypes: true });
    return entries
      .filter((entry) => entry.isDirectory() && isVersionName(entry.name))
      .map((entry) => entry.name)
      .sort()
      .reverse()
      .map((name) => path.join(deploysDir, folder, name));
  } catch {
    return [];
  }
}
