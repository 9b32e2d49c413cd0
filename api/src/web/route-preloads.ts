import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { routeOwner } from '@bb/contract';
import { REMOTE_APPS, REMOTES_PREFIX } from './web-apps';
import type { RemotesRegistry } from './remotes-registry';

/** The part of a remote's mf-manifest.json the preloads need. */
interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
}

// The module the host mounts for a remote's routes (host/src/remotes/load-remote-module.ts).
const AREA_EXPOSE = './Area';
// A file name of the build (no '..', no dotfiles): the manifest is data, never a way out of the remote's folder.
const SAFE_FILE = /^[\w-][\w.-]*$/;

const preload = (href: string, as: 'fetch' | 'script') =>
  as === 'fetch' ? `<link rel="preload" as="fetch" crossorigin="anonymous" href="${href}">` : `<link rel="preload" as="script" href="${href}">`;

async function readManifest(file: string): Promise<RemoteManifest | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as RemoteManifest;
  } catch {
    return null;
  }
}

/**
 * The `<link rel="preload">` tags for a page of a remote: its mf-manifest.json (fetched by the federation runtime),
 * remoteEntry.js and the first chunks of its Area. Without them the phone fetches them only after the shell's
 * scripts ran and asked /remotes.json, several round trips after the page arrived. The owner comes from the one
 * route table (APP_ROUTES); the files from the remote's deployed manifest, read per request so a redeploy is seen.
 * A remote the registry sends elsewhere gets only its manifest preloaded: its files are not ours to read.
 */
export async function routePreloads(url: string, registry: RemotesRegistry, distDirOf: (folder: string) => string): Promise<string[]> {
  const owner = routeOwner(url);
  const remote = REMOTE_APPS.find((app) => app.name === owner);
  const entry = remote && registry[remote.name];
  if (!remote || !entry) return [];
  const base = `${REMOTES_PREFIX}/${remote.folder}/`;
  const links = [preload(entry, 'fetch')];
  if (entry !== `${base}mf-manifest.json`) return links;

  const manifest = await readManifest(path.join(distDirOf(remote.folder), 'mf-manifest.json'));
  if (!manifest) return links;
  const remoteEntry = manifest.metaData?.remoteEntry;
  const entryFile = `${remoteEntry?.path ? `${remoteEntry.path}/` : ''}${remoteEntry?.name ?? ''}`;
  const areaFiles = manifest.exposes?.find((e) => e.path === AREA_EXPOSE)?.assets?.js?.sync ?? [];
  for (const file of [entryFile, ...areaFiles]) {
    if (file.split('/').every((part) => SAFE_FILE.test(part))) links.push(preload(`${base}${file}`, 'script'));
  }
  return links;
}

/** index.html with `links` added at the end of its head (or first in the body of a page without one). */
export function withPreloads(html: string, links: string[]): string {
  if (links.length === 0) return html;
  const at = html.includes('</head>') ? html.indexOf('</head>') : html.search(/<body|<div/);
  return at < 0 ? `${html}${links.join('')}` : `${html.slice(0, at)}${links.join('')}${html.slice(at)}`;
}
