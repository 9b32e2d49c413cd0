// deploy:rollback: back one link of the live chain, or to any stored version by name.
import { access, readdir } from 'node:fs/promises';
import path from 'node:path';
import { versionUrl } from './deploy.mjs';
import { readHistory, writeHistory } from './history.mjs';
import { withRollback, withSwitch } from './live-chain.mjs';
import { withDeployLock } from './lock.mjs';
import { readRegistry, setRegistryEntry } from './registry-file.mjs';

const VERSION_NAME = /^[0-9A-Za-z][\w.-]{0,99}$/;

/** The version folders stored for a remote (those holding a manifest), by name. */
export async function storedVersions(paths, remote) {
  let entries;
  try {
    entries = await readdir(path.join(paths.deploysDir, remote.folder), { withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
  const versions = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || !VERSION_NAME.test(entry.name)) continue;
    try {
      await access(path.join(paths.deploysDir, remote.folder, entry.name, 'mf-manifest.json'));
      versions.push(entry.name);
    } catch {
      // Not a build: left alone.
    }
  }
  return versions.sort();
}

async function namedRecord(paths, remote, history, version) {
  const stored = await storedVersions(paths, remote);
  if (!stored.includes(version)) {
    throw new Error(`${remote.folder} has no stored version "${version}". Stored: ${stored.length ? stored.join(', ') : 'none'}`);
  }
  // A folder put there by hand has no record: it is served from this server.
  return history.versions.find((record) => record.version === version) ?? { version, url: versionUrl(remote, version) };
}

/**
 * @returns {Promise<{ target: { version: string|null, url: string|null }, changed: boolean }>} target.url null: the
 * remote's own build is live again.
 */
export function rollbackRemote({ paths, remote, version = null, now = () => new Date() }) {
  return withDeployLock(paths.deploysDir, async () => {
    const history = await readHistory(paths, remote);
    const current = (await readRegistry(paths.registryFile))[remote.name] ?? null;
    const at = now().toISOString();
    let next;
    let target;
    if (version !== null) {
      target = await namedRecord(paths, remote, history, version);
      if (target.url === current) return { target, changed: false };
      next = withSwitch(history, current, target, at);
    } else {
      ({ history: next, target } = withRollback(history, current, at));
    }
    await writeHistory(paths, remote, next);
    await setRegistryEntry(paths.registryFile, remote.name, target.url);
    return { target: { version: target.version ?? null, url: target.url }, changed: true };
  });
}
