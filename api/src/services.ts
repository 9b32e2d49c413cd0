import type { ServerConfig } from './config';
import type { Database } from './db/database';

/** What route modules get from the server: the database and the configuration. */
export interface AppServices {
  database: Database;
  config: Pick<ServerConfig, 'repoRoot' | 'webDistDir' | 'remotesRegistryFile'> & Partial<ServerConfig>;
}
