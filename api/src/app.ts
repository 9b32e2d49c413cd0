import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { registerErrorHandling } from './http/errors';
import { registerHealth } from './routes/health';
import { registerClientErrors } from './routes/client-errors';
import { registerRemotesRegistry } from './web/remotes-registry';
import { registerStaticApps } from './web/static-apps';

export interface AppDeps {
  config: Pick<ServerConfig, 'repoRoot' | 'webDistDir' | 'remotesRegistryFile'>;
  database: Database;
  logger?: boolean;
}

/** Builds the whole server (REST API, /remotes.json, the built apps) without listening. */
export async function buildApp({ config, database, logger = false }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    // A wrong type is an error to report, not a value to guess at.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
  });
  registerErrorHandling(app);
  registerHealth(app, database);
  registerClientErrors(app, database);
  registerRemotesRegistry(app, config.remotesRegistryFile);
  await registerStaticApps(app, config);
  return app;
}
