import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { cacheControlFor } from './cache-headers';
import { routeOf } from '@bb/contract';
import { REMOTE_APPS, REMOTES_PREFIX, distDirOf } from './web-apps';
import { effectiveRegistry, inlineRegistry } from './remotes-registry';
import { routePreloads, withPreloads } from './route-preloads';
import { shellFor } from './boot-bar';

interface StaticOptions {
  repoRoot: string;
  webDistDir: string | null;
  remotesRegistryFile: string | null;
}

/**
 * Serves the host at / and each remote's dist/ at /remotes/<folder>/. Files
 * are looked up per request, so replacing one remote's dist/ while the server
 * runs changes what the next navigation loads. Scripts are sent as the build's
 * brotli/gzip copies when the browser takes them (preCompressed).
 */
export async function registerStaticApps(app: FastifyInstance, options: StaticOptions): Promise<void> {
  const hostDir = distDirOf('host', options.repoRoot, options.webDistDir);

  for (const remote of REMOTE_APPS) {
    await app.register(fastifyStatic, {
      root: distDirOf(remote.folder, options.repoRoot, options.webDistDir),
      prefix: `${REMOTES_PREFIX}/${remote.folder}/`,
      decorateReply: false,
      cacheControl: false,
      etag: true,
      preCompressed: true,
      index: false,
      setHeaders: (reply, filePath) => {
        reply.header('Cache-Control', cacheControlFor(filePath));
        // Manifests are read with fetch() and the GOTD area embeds on partner sites.
        reply.header('Access-Control-Allow-Origin', '*');
      },
    });
  }

  await app.register(fastifyStatic, {
    root: hostDir,
    prefix: '/',
    cacheControl: false,
    etag: true,
    preCompressed: true,
    index: ['index.html'],
    wildcard: true,
    setHeaders: (reply, filePath) => reply.header('Cache-Control', cacheControlFor(filePath)),
  });

  // Client-side routes (/experiences/new, /leaderboard, ...) all answer with the shell. A path
  // the route table (shared/src/access/routes.ts) does not know gets the shell too, so the
  // not-found screen shows, but with status 404: crawlers and monitors see it for what it is.
  // A remote's page also names that remote's first files (route-preloads.ts), so the phone fetches them at once, and
  // every page carries the remotes registry, so the shell need not ask /remotes.json before it loads one.
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isDocumentRequest =
      request.method === 'GET' && !url.startsWith('/api/') && !url.startsWith(`${REMOTES_PREFIX}/`) && !path.extname(url);
    const indexFile = path.join(hostDir, 'index.html');
    if (isDocumentRequest && existsSync(indexFile)) {
      const registry = await effectiveRegistry(options.remotesRegistryFile, request.log);
      const links = await routePreloads(url, registry, (folder) => distDirOf(folder, options.repoRoot, options.webDistDir));
      return reply
        .status(routeOf(url) ? 200 : 404)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(withPreloads(shellFor(url, await readFile(indexFile, 'utf8')), [inlineRegistry(registry), ...links]));
    }
    return reply.status(404).send({ error: 'Not found' });
  });
}
