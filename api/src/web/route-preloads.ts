import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { matchPattern, normalizePath, routeOwner, urlPathname, type RemotesRegistry } from '@bb/contract';
import { escapeHtml } from '../mail';
import { REMOTE_APPS, REMOTES_PREFIX } from './web-apps';

/** The part of a remote's mf-manifest.json the preloads need. */
interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
}

/** route-chunks.json (scripts/webpack/route-chunks-plugin.cjs): a route section's pattern → its lazy chunks' files. */
type RouteChunks = Record<string, unknown>;

// The module the host mounts for a remote's routes (host/src/remotes/load-remote-module.ts).
const AREA_EXPOSE = './Area';
// A file name of the build (no '..', no dotfiles): the manifest is data, never a way out of the remote's folder.
const SAFE_FILE = /^[\w-][\w.-]*$/;
const ROUTE_CHUNKS_FILE = 'route-chunks.json';

type Preload = 'fetch' | 'script' | 'later-script';
const preload = (url: string, as: Preload) => {
  // A manifest URL comes from the registry's override file: whatever it holds stays inside the attribute.
  const href = escapeHtml(url);
  return as === 'fetch'
    ? `<link rel="preload" as="fetch" crossorigin="anonymous" href="${href}">`
    : as === 'script'
      ? `<link rel="preload" as="script" href="${href}">`
      : // The page's own chunks run only after the shell and the remote's Area: they must not take bandwidth from those.
        `<link rel="preload" as="script" fetchpriority="low" href="${href}">`;
};

async function readJson<T>(file: string): Promise<T | null> {
  try {
    const value: unknown = JSON.parse(await readFile(file, 'utf8'));
    return value && typeof value === 'object' ? (value as T) : null;
  } catch {
    return null;
  }
}

/** A route section's pattern as src/App.tsx writes it: '/game/single/*' also matches '/game/single' itself. */
function sectionMatches(pattern: string, pathname: string): boolean {
  if (!pattern.endsWith('/*')) return matchPattern(pattern, pathname);
  const base = normalizePath(pattern.slice(0, -2));
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** The files of every route section `url` is in (a nested section adds its own), in the table's order. */
function sectionFiles(table: RouteChunks | null, url: string): string[] {
  const pathname = normalizePath(urlPathname(url));
  return Object.entries(table ?? {})
    .filter(([pattern]) => sectionMatches(pattern, pathname))
    .flatMap(([, files]) => (Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string') : []));
}

/**
 * The `<link rel="preload">` tags for a page of a remote: its mf-manifest.json (fetched by the federation runtime),
 * remoteEntry.js, the first chunks of its Area, then the lazy chunks of the page's route section. Without them the
 * phone fetches them only after the shell's scripts ran and asked /remotes.json, several round trips after the page
 * arrived. The owner comes from the one route table (APP_ROUTES); the files from the remote's deployed manifest and
 * route-chunks.json, read per request so a redeploy is seen. A remote the registry sends elsewhere gets only its
 * manifest preloaded: its files are not ours to read.
 */
export async function routePreloads(url: string, registry: RemotesRegistry, distDirOf: (folder: string) => string): Promise<string[]> {
  const owner = routeOwner(url);
  const remote = REMOTE_APPS.find((app) => app.name === owner);
  const entry = remote && registry[remote.name];
  if (!remote || !entry) return [];
  const base = `${REMOTES_PREFIX}/${remote.folder}/`;
  const links = [preload(entry, 'fetch')];
  if (entry !== `${base}mf-manifest.json`) return links;

  const dist = distDirOf(remote.folder);
  const [manifest, routeChunks] = await Promise.all([readJson<RemoteManifest>(path.join(dist, 'mf-manifest.json')), readJson<RouteChunks>(path.join(dist, ROUTE_CHUNKS_FILE))]);
  if (!manifest) return links;
  const remoteEntry = manifest.metaData?.remoteEntry;
  const entryFile = `${remoteEntry?.path ? `${remoteEntry.path}/` : ''}${remoteEntry?.name ?? ''}`;
  const areaFiles = manifest.exposes?.find((e) => e.path === AREA_EXPOSE)?.assets?.js?.sync ?? [];
  const seen = new Set<string>();
  const add = (file: string, as: Preload) => {
    if (seen.has(file) || !file.split('/').every((part) => SAFE_FILE.test(part))) return;
    seen.add(file);
    links.push(preload(`${base}${file}`, as));
  };
  for (const file of [entryFile, ...areaFiles]) add(file, 'script');
  for (const file of sectionFiles(routeChunks, url)) add(file, 'later-script');
  return links;
}

/** index.html with `links` added at the end of its head (or first in the body of a page without one). */
export function withPreloads(html: string, links: string[]): string {
  if (links.length === 0) return html;
  const at = html.includes('</head>') ? html.indexOf('</head>') : html.search(/<body|<div/);
  return at < 0 ? `${html}${links.join('')}` : `${html.slice(0, at)}${links.join('')}${html.slice(at)}`;
}
