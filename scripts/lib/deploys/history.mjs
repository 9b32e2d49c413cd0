// deploys/<remote>/history.json: the versions stored for a remote ({ version, url, hash, files, bytes, createdAt,
// label, commit }) and the chain of what was live (live-chain.mjs).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeJsonAtomic } from './atomic-write.mjs';

export const historyFile = (paths, remote) => path.join(paths.deploysDir, remote.folder, 'history.json');

export async function readHistory(paths, remote) {
  const file = historyFile(paths, remote);
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return { versions: [], live: [] };
    throw error;
  }
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not JSON: restore it from a backup or remove it (its versions stay stored)`, { cause: error });
  }
  return { versions: Array.isArray(value?.versions) ? value.versions : [], live: Array.isArray(value?.live) ? value.live : [] };
}

export const writeHistory = (paths, remote, history) => writeJsonAtomic(historyFile(paths, remote), history);
