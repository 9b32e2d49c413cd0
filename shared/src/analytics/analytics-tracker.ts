import { getAppConfig } from '../config/app-config';

export type TrackParams = Record<string, string | number | boolean | null | undefined>;
export type Tracker = (event: string, params?: TrackParams) => void;

let tracker: Tracker | null = null;

/** The host registers its analytics adapter here, so remotes send events through the one adapter. */
export function setAnalyticsTracker(next: Tracker | null): void {
  tracker = next;
}

/**
 * Sends an analytics event from any app. Without a registered adapter (a remote embedded with no host
 * shell) it follows the same rule as the host: events go to the tag manager's data layer only in
 * PRODUCTION and PREPROD.
 */
export function trackAnalytics(event: string, params: TrackParams = {}): void {
  if (tracker) {
    tracker(event, params);
    return;
  }
  const { environment } = getAppConfig();
  if (environment !== 'PRODUCTION' && environment !== 'PREPROD') return;
  const w = window as unknown as { dataLayer?: Array<Record<string, unknown>> };
  w.dataLayer ??= [];
  w.dataLayer.push({ event, game_type: 'baseball', ...params });
}
