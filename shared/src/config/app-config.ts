import { APP_VERSION } from '@bb/contract';

export type Environment = 'PRODUCTION' | 'PREPROD' | 'DEVELOPMENT' | 'LOCAL';

export interface AppConfig {
  restBase: string;
  serviceBase: string;
  environment: Environment;
  version: string;
  /** The marketing sign-up webhook (spec §4), set by production deployments; null sends nothing. */
  trackingWebhookUrl: string | null;
}

export const DEFAULT_APP_CONFIG: Readonly<AppConfig> = Object.freeze({
  restBase: '/api',
  serviceBase: '/api/svc',
  environment: 'LOCAL',
  // Spec §2/§9: the profile menu's 'Version V 1.3.48'; the contract holds the number once.
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
