import { readFile } from 'node:fs/promises';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { INLINE_REGISTRY_ID, type RemotesRegistry } from '@bb/contract';
import { REMOTE_APPS, REMOTES_PREFIX } from './web-apps';
import { storedVersionDir } from './deploys';

/** Where the registry comes from: the per-environment file (REMOTES_REGISTRY_FILE, written by the deploy scripts) and the deploys it may name. */
export interface RegistrySources {
  file: string | null;
  deploysDir: string | null;
}

export interface ResolvedRegistry {
  /** What the browser gets (/remotes.json and the page's inline copy). */
  registry: RemotesRegistry;
  /** folder → the stored version the registry makes live, for the remotes that have one. */
  liveDirs: Map<string, string>;
}

export function defaultRegistry(): RemotesRegistry {
  return Object.fromEntries(REMOTE_APPS.map((app) => [app.name, `${REMOTES_PREFIX}/${app.folder}/mf-manifest.json`]));
}

/** Reads the registry file (name → manifest URL) on every request, so edits and deploys need no restart. */
async function readOverrides(file: string | null): Promise<RemotesRegistry> {
  if (!file) return {};
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    // The default file (<deploys>/registry.json) exists only after a first deploy.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  const parsed: unknown = JSON.parse(text);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('remotes registry file must hold an object');
  const entries = Object.entries(parsed as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string');
  return Object.fromEntries(entries);
}

async function fileEntries(sources: RegistrySources, log: FastifyBaseLogger): Promise<RemotesRegistry> {
  try {
    return await readOverrides(sources.file);
  } catch (error) {
    log.error({ err: error }, 'remotes registry override unreadable; serving defaults');
    return {};
  }
}

/**
 * The folder of the deployed version the registry makes live for one remote (see resolveRegistry); null: none. Asked
 * for every file of a remote, so an unreadable registry is not logged here again: pages and /remotes.json log it.
 */
export async function liveVersionDir(sources: RegistrySources, remote: { name: string; folder: string }): Promise<string | null> {
  const entries = await readOverrides(sources.file).catch((): RemotesRegistry => ({}));
  return storedVersionDir(entries[remote.name], remote.folder, sources.deploysDir);
}

/**
 * The defaults with the file's entries on top (defaults alone if it is unreadable). An entry naming a version stored
 * in this server's deploys folder reaches the browser as the remote's stable address, /remotes/<folder>/, which then
 * serves that version (remote-files.ts): a page open since before a deploy has that address registered and loads the
 * version live when it first opens the area, not the one that was live when the page loaded.
 */
export async function resolveRegistry(sources: RegistrySources, log: FastifyBaseLogger): Promise<ResolvedRegistry> {
  const registry = { ...defaultRegistry(), ...(await fileEntries(sources, log)) };
  const liveDirs = new Map<string, string>();
  await Promise.all(
    REMOTE_APPS.map(async (app) => {
      const dir = await storedVersionDir(registry[app.name], app.folder, sources.deploysDir);
      if (!dir) return;
      liveDirs.set(app.folder, dir);
      registry[app.name] = `${REMOTES_PREFIX}/${app.folder}/mf-manifest.json`;
    }),
  );
  return { registry, liveDirs };
}

/** The registry the browser gets. */
export async function effectiveRegistry(sources: RegistrySources, log: FastifyBaseLogger): Promise<RemotesRegistry> {
  return (await resolveRegistry(sources, log)).registry;
}

/**
 * The registry written into the page itself, so the shell can load the page's remote as soon as its own scripts have
 * run: fetching /remotes.json then cost a phone one more round trip before anything of the remote could start. A data
 * block, never executed; '<' is escaped so no value can close the tag.
 */
export function inlineRegistry(registry: RemotesRegistry): string {
  const json = JSON.stringify(registry).replace(/</g, '\\u003c');
  return `<script id="${INLINE_REGISTRY_ID}" type="application/json">${json}</script>`;
}

export function registerRemotesRegistry(app: FastifyInstance, sources: RegistrySources): void {
  app.get('/remotes.json', async (request, reply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .header('Access-Control-Allow-Origin', '*')
      .send(await effectiveRegistry(sources, request.log)),
  );
}
