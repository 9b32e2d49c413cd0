import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services';
import { createMailer, registerOutboxRoutes, type Mailer } from '../mail/index';
import { loadAccountsSettings, type AccountsSettings } from './settings';
import { registerSessionRoutes } from './session-routes';
import { registerSignupRoutes } from './signup-routes';
import { LoginThrottle } from './login-throttle';
import { KnownDevices } from './known-devices';
import { registerPasswordRoutes } from './password-routes';
import { registerProfileRoutes } from './profile-routes';
import { registerSettingsRoutes } from './settings-routes';
import { registerFavoriteRoutes } from './favorite-routes';

export interface AccountOptions {
  /** Defaults: from the environment (see README.md here). */
  settings?: AccountsSettings;
  mailer?: Mailer;
  /** Tests drive the login lock's and the known devices' time. */
  clock?: () => Date;
}

/** Accounts, sessions, preferences and favorites. */
export async function registerAccountRoutes(app: FastifyInstance, services: AppServices, options: AccountOptions = {}): Promise<void> {
  const db = services.database.db;
  const settings = options.settings ?? loadAccountsSettings();
  const mailer = options.mailer ?? createMailer(db);
  registerSignupRoutes(app, db, mailer, settings);
  const guards = { throttle: new LoginThrottle(db, options.clock), devices: new KnownDevices(db, options.clock) };
  registerSessionRoutes(app, db, settings, guards);
  registerPasswordRoutes(app, db, mailer, settings, guards);
  registerProfileRoutes(app, db, mailer);
  registerSettingsRoutes(app, db);
  registerFavoriteRoutes(app, db);
  registerOutboxRoutes(app, db, mailer);
}

// For other features (they import accounts only from here).
export { forbidden, httpError, isUniqueViolation } from './http';
export { ErrorBody, Str, UserIdParams, bearer } from './schemas';
