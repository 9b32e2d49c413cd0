/** GET /api/howto/manifest and GET /api/howto/media/:mode/:file (contract/src/howto-api.ts). */
import type { FastifyInstance } from 'fastify';
import type { HowToManifest } from '@bb/contract';
import { readManifest, readMedia } from './howto-store';

const NOT_FOUND = { error: 'Not found' };
// The page asks for frames with ?v=<recordedAt>, so a new recording is a new URL; a day is safe for the old ones.
const MEDIA_CACHE = 'public, max-age=86400';

export function registerHowToRoutes(app: FastifyInstance, dir: string | null): void {
  app.get('/api/howto/manifest', { schema: { tags: ['howto'] } }, async (_request, reply) => {
    const data: HowToManifest = await readManifest(dir);
    // A recording may finish while the server runs: always revalidate.
    reply.header('Cache-Control', 'no-cache');
    return { data };
  });

  app.get<{ Params: { mode: string; file: string } }>('/api/howto/media/:mode/:file', { schema: { tags: ['howto'] } }, async (request, reply) => {
    const media = await readMedia(dir, request.params.mode, request.params.file);
    if (!media) return reply.status(404).send(NOT_FOUND);
    reply.header('Cache-Control', MEDIA_CACHE).header('ETag', media.etag);
    if (request.headers['if-none-match'] === media.etag) return reply.status(304).send();
    return reply.type('image/jpeg').send(media.body);
  });
}
