import { SESSION_KEYS, type Environment } from '@bb/shared';

/** Session storage key of the captured tracking parameters. */
export const TRACKING_PARAMS_KEY = SESSION_KEYS.trackingParams;
const CLICK_IDS = ['gclid', 'fbclid'];

export type TrackingParams = Record<string, string>;

/** utm_* parameters and the gclid/fbclid click ids of a query string. */
export function pickTrackingParams(search: string): TrackingParams {
  const picked: TrackingParams = {};
  new URLSearchParams(search).forEach((value, key) => {
    if (value && (key.startsWith('utm_') || CLICK_IDS.includes(key))) picked[key] = value;
  });
  return picked;
}

function newSessionOwnerId(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * In production, tracking parameters from the URL are saved in
 * session storage (merged over earlier ones), with a session-owner id (som_id).
 * Returns what is stored, or null when nothing was captured.
 */
export function captureTrackingParams(search: string, environment: Environment, storage: Storage = window.sessionStorage): TrackingParams | null {
  if (environment !== 'PRODUCTION') return null;
  const found = pickTrackingParams(search);
  if (Object.keys(found).length === 0) return null;
  try {
    const merged = { ...readTrackingParams(storage), ...found };
    storage.setItem(TRACKING_PARAMS_KEY, JSON.stringify(merged));
    if (!storage.getItem(SESSION_KEYS.sessionOwnerId)) storage.setItem(SESSION_KEYS.sessionOwnerId, newSessionOwnerId());
    return merged;
  } catch {
    return null; // storage unavailable: tracking is best effort
  }
}

export function readTrackingParams(storage: Storage = window.sessionStorage): TrackingParams {
  try {
    const raw = storage.getItem(TRACKING_PARAMS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as TrackingParams) : {};
  } catch {
    return {};
  }
}
