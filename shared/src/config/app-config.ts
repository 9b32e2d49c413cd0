import { APP_VERSION } from '@bb/contract';

export type Environment = 'PRODUCTION' | 'PREPROD' | 'DEVELOPMENT' | 'LOCAL';

export interface AppConfig {
  restBase: string;
  serviceBase: string;
  environment: Environment;
  version: string;
  /** The marketing webhook that gets a sign-up's tracking parameters, set by production deployments; null sends nothing. */
  trackingWebhookUrl: string | null;
}

export const DEFAULT_APP_CONFIG: Readonly<AppConfig> = Object.freeze({
  restBase: '/api',
  serviceBase: '/api/svc',
  environment: 'LOCAL',
  // The profile menu shows 'Version V' and this number; the contract holds the number once.
  version: APP_VERSION,
  trackingWebhookUrl: null,
});

let current: AppConfig = { ...DEFAULT_APP_CONFIG };

/** Merges into the running config; the host calls this at start-up, possibly after clients were imported. */
export function configureApp(partial: Partial<AppConfig>): void {
  current = { ...current, ...partial };
}

export function getAppConfig(): AppConfig {
  return current;
}

/** Test helper: back to the defaults. */
export function resetAppConfig(): void {
  current = { ...DEFAULT_APP_CONFIG };
}
