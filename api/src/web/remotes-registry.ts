import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { REMOTE_APPS, REMOTES_PREFIX } from './web-apps';

export type RemotesRegistry = Record<string, string>;

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

export function registerRemotesRegistry(app: FastifyInstance, overridesFile: string | null): void {
  app.get('/remotes.json', async (request, reply) => {
    let overrides: RemotesRegistry = {};
    try {
      overrides = await readOverrides(overridesFile);
    } catch (error) {
      request.log.error({ err: error }, 'remotes registry override unreadable; serving defaults');
    }
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Access-Control-Allow-Origin', '*')
      .send({ ...defaultRegistry(), ...overrides });
  });
}
