// deploy:list: each remote's stored versions, newest first, and which one the registry makes live.
import { readHistory } from './history.mjs';
import { readRegistry } from './registry-file.mjs';
import { storedVersions } from './rollback.mjs';
import { versionUrl } from './deploy.mjs';

/** [{ remote, name, entry, liveVersion, versions: [{ version, url, createdAt, files, bytes, label, commit, live }] }] */
export async function deployState(paths, remotes) {
  const registry = await readRegistry(paths.registryFile);
  const states = [];
  for (const remote of remotes) {
    const history = await readHistory(paths, remote);
    const entry = registry[remote.name] ?? null;
    const names = new Set(await storedVersions(paths, remote));
    const records = history.versions.filter((record) => names.has(record.version));
    // Folders an operator put there by hand are listed too, with what can be known of them.
    for (const version of names) {
      if (!records.some((record) => record.version === version)) records.push({ version, url: versionUrl(remote, version), createdAt: null, files: null, bytes: null, label: null, commit: null });
    }
    const versions = records
      .map(({ version, url, createdAt, files, bytes, label, commit }) => ({ version, url, createdAt, files, bytes, label, commit, live: url === entry }))
      .sort((a, b) => b.version.localeCompare(a.version));
    states.push({ remote: remote.folder, name: remote.name, entry, liveVersion: versions.find((v) => v.live)?.version ?? null, versions });
  }
  return states;
}

const when = (iso) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC` : 'date unknown');
const size = (bytes) => (bytes === null ? '' : bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} kB`);

/** The list as an operator reads it. */
export function formatState(paths, states) {
  const lines = [`registry: ${paths.registryFile}`];
  for (const state of states) {
    lines.push('', `${state.remote}: ${state.entry === null ? 'its own build is live (npm run build)' : state.liveVersion ? `live ${state.entry}` : `live ${state.entry} (not stored here)`}`);
    if (state.versions.length === 0) lines.push('  no stored versions');
    for (const v of state.versions) {
      const details = [when(v.createdAt), v.files === null ? '' : `${v.files} files`, size(v.bytes), v.label ? `label ${v.label}` : '', v.commit ? `commit ${v.commit}` : '', v.url.startsWith('/deploys/') ? '' : v.url];
      lines.push(`${v.live ? '  live -> ' : '          '}${v.version}  ${details.filter(Boolean).join('  ')}`);
    }
  }
  return lines.join('\n');
}
