import { SESSION_KEYS, getAppConfig, type Environment } from '@bb/shared';

export interface TrackingWebhookDeps {
  environment: () => Environment;
  storage: () => Storage;
  send: (url: string) => Promise<unknown>;
  log: (message: string, error: unknown) => void;
  /** The webhook from the app config (`trackingWebhookUrl`); null when the deployment has none. */
  url: string | null;
}

const browserDeps: TrackingWebhookDeps = {
  environment: () => getAppConfig().environment,
  storage: () => window.sessionStorage,
  send: (url) =>
    fetch(url, { method: 'GET', mode: 'no-cors', credentials: 'omit', keepalive: true }).then((response) => {
      // no-cors answers are opaque (status 0): only a readable failure status counts as one.
      if (response.type !== 'opaque' && !response.ok) throw new Error(`tracking webhook answered ${response.status}`);
    }),
  log: (message, error) => console.error(message, error),
  get url() {
    return getAppConfig().trackingWebhookUrl;
  },
};

function readParams(storage: Storage): Record<string, string> {
  const raw = storage.getItem(SESSION_KEYS.trackingParams);
  if (!raw) return {};
  const parsed: unknown = JSON.parse(raw);
  if (!parsed || typeof parsed !== 'object') return {};
  return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * After signup: in production, when tracking parameters were captured, one GET goes to
 * the marketing webhook with them plus the user id, then the stored parameters are removed.
 * A failure is only logged: sign-up itself has already succeeded.
 */
export async function sendSignupTracking(userId: string | number, deps: TrackingWebhookDeps = browserDeps): Promise<boolean> {
  if (deps.environment() !== 'PRODUCTION' || !deps.url) return false;
  try {
    const storage = deps.storage();
    const params = readParams(storage);
    if (Object.keys(params).length === 0) return false;
    const url = new URL(deps.url);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    url.searchParams.set('userId', String(userId));
    await deps.send(url.toString());
    storage.removeItem(SESSION_KEYS.trackingParams);
    return true;
  } catch (error) {
    deps.log('[signup] tracking webhook failed', error);
    return false;
  }
}
