import { access } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { cacheControlFor } from './cache-headers';
import { DEPLOYS_PREFIX, isVersionName, storedVersionDirs } from './deploys';
import { REMOTE_APPS, REMOTES_PREFIX } from './web-apps';

type RemoteApp = (typeof REMOTE_APPS)[number];

export interface RemoteFilesOptions {
  deploysDir: string | null;
  /** A remote's own build (`npm run build`), served when no deployed version is live. */
  distDirOf(folder: string): string;
  /** The live deployed version's folder of a remote, read from the registry per request; null: none. */
  liveDirOf(remote: RemoteApp): Promise<string | null>;
}

// A file of a build: no '..', no dot-files, no empty segment. Our builds write flat names and `icons/…`.
const SAFE_SEGMENT = /^[\w-][\w.-]*$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

function safeRelative(rest: string | undefined): string | null {
  return rest && rest.split('/').every((part) => SAFE_SEGMENT.test(part)) ? rest : null;
}

function isStoredVersionUrl(url: string): boolean {
  return url.startsWith(`${DEPLOYS_PREFIX}/`);
}

async function holds(dir: string, file: string): Promise<boolean> {
  try {
    await access(path.join(dir, file));
    return true;
  } catch {
    return false;
  }
}

/** The live version, the remote's own build, then the other stored versions (listed only when the first two miss). */
async function firstHolding(file: string, remote: RemoteApp, options: RemoteFilesOptions): Promise<string | null> {
  const live = await options.liveDirOf(remote);
  for (const dir of [live, options.distDirOf(remote.folder)]) if (dir && (await holds(dir, file))) return dir;
  for (const dir of await storedVersionDirs(remote.folder, options.deploysDir)) if (dir !== live && (await holds(dir, file))) return dir;
  return null;
}

/**
 * Serves each remote at /remotes/<folder>/ and every stored version at /deploys/<folder>/<version>/. The stable
 * address looks a file up in the live version first, then in the remote's own build, then in the other stored
 * versions, newest first: a page that loaded an older version before a switch still finds that version's lazy chunks
 * (content-hashed names never collide), while manifest and entry, which keep their names, come from the live one.
 * A stored version never changes, so everything under /deploys/ is cached for good. Scripts go out as the build's
 * brotli/gzip copies when the browser takes them, and everything carries CORS: manifests are read with fetch() and
 * the GOTD area embeds on partner sites.
 */
export async function registerRemoteFiles(app: FastifyInstance, options: RemoteFilesOptions): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      serve: false,
      cacheControl: false,
      etag: true,
      preCompressed: true,
      index: false,
      setHeaders: (reply, filePath) => {
        reply.header('Cache-Control', isStoredVersionUrl(reply.request.url) ? IMMUTABLE : cacheControlFor(filePath));
        reply.header('Access-Control-Allow-Origin', '*');
      },
    });

    // Files, not API operations: kept out of the OpenAPI document as @fastify/static keeps its own routes.
    const hidden = { schema: { hide: true } };
    for (const remote of REMOTE_APPS) {
      scope.get(`${REMOTES_PREFIX}/${remote.folder}/*`, hidden, async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
        const file = safeRelative(request.params['*']);
        if (!file) return reply.callNotFound();
        const root = await firstHolding(file, remote, options);
        return root ? reply.sendFile(file, root) : reply.callNotFound();
      });

      scope.get(
        `${DEPLOYS_PREFIX}/${remote.folder}/:version/*`,
        hidden,
        async (request: FastifyRequest<{ Params: { version: string; '*': string } }>, reply: FastifyReply) => {
          const file = safeRelative(request.params['*']);
          if (!options.deploysDir || !file || !isVersionName(request.params.version)) return reply.callNotFound();
          return reply.sendFile(file, path.join(options.deploysDir, remote.folder, request.params.version));
        },
      );
    }
  });
}
