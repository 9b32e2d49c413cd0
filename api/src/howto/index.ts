/** How To recordings (issue 21 item 6). See README.md. */
import type { FastifyInstance } from 'fastify';
import { howToDirOf } from './howto-store';
import { registerHowToRoutes } from './howto-routes';

export { howToDirOf, readManifest } from './howto-store';

/** `dataDir`: the server's DATA_DIR (config.dataDir); recordings live in its `howto` folder. */
export function registerHowToModule(app: FastifyInstance, dataDir: string | undefined): void {
  registerHowToRoutes(app, howToDirOf(dataDir));
}
