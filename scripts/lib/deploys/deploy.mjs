// One deploy of one remote: build into a staging folder, check it against the live host, store it under its
// content-hashed version name (never overwriting one), record it, and switch the registry to it.
import { access, mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { incompatibleShares } from './compatibility.mjs';
import { hashFolder, versionName } from './content-hash.mjs';
import { readHistory, writeHistory } from './history.mjs';
import { withSwitch } from './live-chain.mjs';
import { withDeployLock } from './lock.mjs';
import { readRegistry, setRegistryEntry } from './registry-file.mjs';

const MANIFEST = 'mf-manifest.json';

async function exists(file) {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

async function readManifest(file, missing) {
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') throw new Error(missing, { cause: error });
    throw error;
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not JSON`, { cause: error });
  }
}

/** The address browsers load a stored version from: this server's /deploys/, or the CDN it is uploaded to. */
export function versionUrl(remote, version, baseUrl = null) {
  const base = baseUrl ? baseUrl.replace(/\/+$/, '') : '/deploys';
  return `${base}/${remote.folder}/${version}/${MANIFEST}`;
}

async function refuseIncompatible(paths, remote, staging) {
  const host = await readManifest(paths.hostManifest, `${paths.hostManifest} is missing: build the host (npm run build), or run with the server's WEB_DIST_DIR`);
  const built = await readManifest(path.join(staging, MANIFEST), `The build of ${remote.folder} wrote no ${MANIFEST}`);
  const problems = incompatibleShares(built, host);
  if (problems.length === 0) return;
  throw new Error(
    [
      `${remote.folder} was not deployed: it is incompatible with the live host (${paths.hostManifest}).`,
      ...problems.map((p) => `  - ${p.name}: ${remote.folder} needs ${p.requiredVersion}, the live host provides ${p.hostVersion}`),
      'The registry was not changed.',
    ].join('\n'),
  );
}

/** Stores the staged build, or finds the stored version identical to it: { record, reused }. */
async function store(paths, remote, staging, history, options) {
  const { hash, files, bytes } = await hashFolder(staging);
  const same = history.versions.find((record) => record.hash === hash);
  if (same && (await exists(path.join(paths.deploysDir, remote.folder, same.version, MANIFEST)))) return { record: same, reused: true, history };

  const createdAt = options.now();
  const version = versionName(createdAt, hash);
  const target = path.join(paths.deploysDir, remote.folder, version);
  if (await exists(target)) throw new Error(`${target} already exists: a stored version is never overwritten.`);
  await rename(staging, target);
  const record = { version, url: versionUrl(remote, version, options.baseUrl), hash, files, bytes, createdAt: createdAt.toISOString(), label: options.label ?? null, commit: options.commit ?? null };
  return { record, reused: false, history: { ...history, versions: [...history.versions, record] } };
}

/**
 * @param {object} options
 * @param {{ deploysDir: string, registryFile: string, hostManifest: string }} options.paths
 * @param {{ folder: string, name: string }} options.remote
 * @param {(outDir: string) => Promise<void>} options.build  writes the production build into outDir
 * @param {() => Date} [options.now]
 * @param {string|null} [options.label]  BUILD_LABEL, shown by the remote
 * @param {string|null} [options.commit]
 * @param {string|null} [options.baseUrl]  a CDN the version is uploaded to; the registry then names it there
 * @param {boolean} [options.switchLive]  false: store only (upload first, switch later with deploy:rollback)
 * @returns {Promise<{ record: object, reused: boolean, switched: boolean, live: boolean }>}
 */
export function deployRemote({ paths, remote, build, now = () => new Date(), label = null, commit = null, baseUrl = null, switchLive = true }) {
  return withDeployLock(paths.deploysDir, async () => {
    const remoteDir = path.join(paths.deploysDir, remote.folder);
    await mkdir(remoteDir, { recursive: true });
    // A dot-folder: the server never serves it, and the rename into place is atomic on one file system.
    const staging = await mkdtemp(path.join(remoteDir, '.staging-'));
    try {
      await build(staging);
      await refuseIncompatible(paths, remote, staging);
      const history = await readHistory(paths, remote);
      const stored = await store(paths, remote, staging, history, { now, label, commit, baseUrl });
      const current = (await readRegistry(paths.registryFile))[remote.name] ?? null;
      const switched = switchLive && current !== stored.record.url;
      const next = switched ? withSwitch(stored.history, current, stored.record, now().toISOString()) : stored.history;
      if (next !== history) await writeHistory(paths, remote, next);
      if (switched) await setRegistryEntry(paths.registryFile, remote.name, stored.record.url);
      return { record: stored.record, reused: stored.reused, switched, live: switched || current === stored.record.url };
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  });
}
