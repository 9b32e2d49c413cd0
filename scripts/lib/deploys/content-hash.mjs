// A version's name is its time and the hash of what it holds, so an identical build is recognised and a name never
// collides with different content.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

async function filesOf(dir, prefix = '') {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const files = [];
  for (const entry of entries) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await filesOf(dir, rel)));
    else if (entry.isFile()) files.push(rel);
  }
  return files;
}

/** SHA-256 over every file's relative name and bytes, in name order: { hash, files, bytes }. */
export async function hashFolder(dir) {
  const names = (await filesOf(dir)).sort();
  const hash = createHash('sha256');
  let bytes = 0;
  for (const name of names) {
    const body = await readFile(path.join(dir, name));
    bytes += body.length;
    // Lengths keep "a" + "bc" apart from "ab" + "c".
    hash.update(`${name}\0${body.length}\0`);
    hash.update(body);
  }
  return { hash: hash.digest('hex'), files: names.length, bytes };
}

/** `20260514-101500-1a2b3c4d`: the UTC time (so names sort by age) and the hash's first 8 hex digits. */
export function versionName(date, hash) {
  const stamp = date.toISOString().replace(/\.\d+Z$/, '').replace(/-/g, '').replace('T', '-').replace(/:/g, '');
  return `${stamp}-${hash.slice(0, 8)}`;
}
