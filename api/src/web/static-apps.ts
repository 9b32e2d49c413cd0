import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { cacheControlFor } from './cache-headers';
import { routeOf } from '@bb/contract';
import { REMOTE_APPS, REMOTES_PREFIX, distDirOf } from './web-apps';

interface StaticOptions {
  repoRoot: string;
  webDistDir: string | null;
}

/**
 * Serves the host at / and each remote's dist/ at /remotes/<folder>/. Files
 * are looked up per request, so replacing one remote's dist/ while the server
 * runs changes what the next navigation loads.
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
    index: ['index.html'],
    wildcard: true,
    setHeaders: (reply, filePath) => reply.header('Cache-Control', cacheControlFor(filePath)),
  });

  // Client-side routes (/experiences/new, /leaderboard, ...) all answer with the shell. A path
  // the route table (shared/src/access/routes.ts) does not know gets the shell too, so the
  // not-found screen shows, but with status 404: crawlers and monitors see it for what it is.
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isDocumentRequest =
      request.method === 'GET' && !url.startsWith('/api/') && !url.startsWith(`${REMOTES_PREFIX}/`) && !path.extname(url);
    if (isDocumentRequest && existsSync(path.join(hostDir, 'index.html'))) {
      return reply
        .status(routeOf(url) ? 200 : 404)
        .header('Cache-Control', 'no-cache')
        .type('text/html')
        .sendFile('index.html', hostDir);
    }
    return reply.status(404).send({ error: 'Not found' });
  });
}
