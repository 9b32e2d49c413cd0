import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services';
import { registerAuth } from '../auth/index';
import { createMailer, registerOutboxRoutes, type Mailer } from '../mail/index';
import { loadAccountsSettings, type AccountsSettings } from './settings';
import { registerSessionRoutes } from './session-routes';
import { registerPasswordRoutes } from './password-routes';
import { registerProfileRoutes } from './profile-routes';
import { registerSettingsRoutes } from './settings-routes';
import { registerFavoriteRoutes } from './favorite-routes';

export interface AccountOptions {
  /** Defaults: from the environment (see README.md here). */
  settings?: AccountsSettings;
  mailer?: Mailer;
}

/** Accounts, sessions, preferences and favorites (issue 4 §3–4). */
export async function registerAccountRoutes(app: FastifyInstance, services: AppServices, options: AccountOptions = {}): Promise<void> {
  const db = services.database.db;
  const settings = options.settings ?? loadAccountsSettings();
  const mailer = options.mailer ?? createMailer(db);
  // Before any route: every module registered after this can use requireUser / optionalUser.
  registerAuth(app, db);
  registerSessionRoutes(app, db, settings);
  registerPasswordRoutes(app, db, mailer, settings);
  registerProfileRoutes(app, db);
  registerSettingsRoutes(app, db);
  registerFavoriteRoutes(app, db);
  registerOutboxRoutes(app, db, mailer);
}
