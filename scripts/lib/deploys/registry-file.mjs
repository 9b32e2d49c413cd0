// The registry file (name → manifest URL) the server overlays on /remotes.json. Entries an operator wrote by hand
// for other remotes are kept as they are.
import { readFile } from 'node:fs/promises';
import { writeJsonAtomic } from './atomic-write.mjs';

/** The registry's entries; a file not written yet is empty, a broken one is refused with its name. */
export async function readRegistry(file) {
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return {};
    throw error;
  }
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not JSON: fix or remove it (the server ignores it meanwhile)`, { cause: error });
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`${file} must hold an object (name → manifest URL)`);
  return value;
}

/** Points `name` at `url`; null removes the entry, so the remote's own build is served again. */
export async function setRegistryEntry(file, name, url) {
  const registry = await readRegistry(file);
  if (url === null) delete registry[name];
  else registry[name] = url;
  await writeJsonAtomic(file, registry);
}
