import { readFile } from 'node:fs/promises';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { INLINE_REGISTRY_ID, type RemotesRegistry } from '@bb/contract';
import { REMOTE_APPS, REMOTES_PREFIX } from './web-apps';

export function defaultRegistry(): RemotesRegistry {
  return Object.fromEntries(REMOTE_APPS.map((app) => [app.name, `${REMOTES_PREFIX}/${app.folder}/mf-manifest.json`]));
}

/** Reads the per-environment override file (name → manifest URL) on every request, so edits need no restart. */
async function readOverrides(file: string | null): Promise<RemotesRegistry> {
  if (!file) return {};
  const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('remotes registry file must hold an object');
  const entries = Object.entries(parsed as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string');
  return Object.fromEntries(entries);
}

/** The registry the browser gets: the defaults with the override file's entries on top (defaults alone if it is unreadable). */
export async function effectiveRegistry(overridesFile: string | null, log: FastifyBaseLogger): Promise<RemotesRegistry> {
  let overrides: RemotesRegistry = {};
  try {
    overrides = await readOverrides(overridesFile);
  } catch (error) {
    log.error({ err: error }, 'remotes registry override unreadable; serving defaults');
  }
  return { ...defaultRegistry(), ...overrides };
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

export function registerRemotesRegistry(app: FastifyInstance, overridesFile: string | null): void {
  app.get('/remotes.json', async (request, reply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .header('Access-Control-Allow-Origin', '*')
      .send(await effectiveRegistry(overridesFile, request.log)),
  );
}
