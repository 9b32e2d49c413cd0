import { siteOriginSettingsFrom, type SiteOriginSettings } from '../http/site-origin';

/** Accounts settings from the environment (documented in ./README.md). */
export interface AccountsSettings extends SiteOriginSettings {
  /** ADMIN_EMAILS: lower-cased e-mails made admin at signup and login. */
  adminEmails: ReadonlySet<string>;
  /** AUTH_RATE_LIMIT_MAX: requests per minute per IP on login, signup, guest and password routes (default 10). */
  authRateLimitMax: number;
}

export function loadAccountsSettings(env: NodeJS.ProcessEnv = process.env): AccountsSettings {
  const adminEmails = new Set(
    (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter((e) => e !== ''),
  );
  const max = Number(env.AUTH_RATE_LIMIT_MAX);
  return { adminEmails, authRateLimitMax: Number.isInteger(max) && max > 0 ? max : 10, ...siteOriginSettingsFrom(env) };
}
