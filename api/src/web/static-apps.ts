import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { routeOf } from '@bb/contract';
import { REMOTES_PREFIX, distDirOf } from './web-apps';
import { inlineRegistry, liveVersionDir, resolveRegistry } from './remotes-registry';
import { registerRemoteFiles } from './remote-files';
import { DEPLOYS_PREFIX } from './deploys';
import { cacheControlFor } from './cache-headers';
import { routePreloads, withPreloads } from './route-preloads';
import { shellFor } from './boot-bar';

interface StaticOptions {
  repoRoot: string;
  webDistDir: string | null;
  remotesRegistryFile: string | null;
  deploysDir?: string | null;
}

/**
 * Serves the host at / and each remote at /remotes/<folder>/: its live deployed version, else its dist/
 * (remote-files.ts). Files are looked up per request, so replacing one remote's dist/ or switching its deployed
 * version while the server runs changes what the next navigation loads. Scripts are sent as the build's brotli/gzip
 * copies when the browser takes them (preCompressed).
 */
export async function registerStaticApps(app: FastifyInstance, options: StaticOptions): Promise<void> {
  const hostDir = distDirOf('host', options.repoRoot, options.webDistDir);

  const sources = { file: options.remotesRegistryFile, deploysDir: options.deploysDir ?? null };
  const distOf = (folder: string) => distDirOf(folder, options.repoRoot, options.webDistDir);
  await registerRemoteFiles(app, {
    deploysDir: sources.deploysDir,
    distDirOf: distOf,
    liveDirOf: (remote) => liveVersionDir(sources, remote),
  });

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
      request.method === 'GET' && !url.startsWith('/api/') && !url.startsWith(`${REMOTES_PREFIX}/`) && !url.startsWith(`${DEPLOYS_PREFIX}/`) && !path.extname(url);
    const indexFile = path.join(hostDir, 'index.html');
    if (isDocumentRequest && existsSync(indexFile)) {
      const { registry, liveDirs } = await resolveRegistry(sources, request.log);
      const links = await routePreloads(url, registry, (folder) => liveDirs.get(folder) ?? distOf(folder));
      return reply
        .status(routeOf(url) ? 200 : 404)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(withPreloads(shellFor(url, await readFile(indexFile, 'utf8')), [inlineRegistry(registry), ...links]));
    }
    return reply.status(404).send({ error: 'Not found' });
  });
}
