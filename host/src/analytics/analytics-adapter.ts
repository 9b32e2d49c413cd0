import { getAppConfig, setAnalyticsTracker, type Environment } from '@bb/shared';
import { ANALYTICS_EVENTS, GAME_TYPE, type AnalyticsEventName } from './analytics-events';

export type AnalyticsParams = Record<string, string | number | boolean | null | undefined>;

export interface AnalyticsEvent extends AnalyticsParams {
  event: AnalyticsEventName;
  game_type: typeof GAME_TYPE;
}

export interface AnalyticsAdapter {
  track(event: AnalyticsEventName, params?: AnalyticsParams): void;
  pageView(path: string, title?: string): void;
}

/** Events are sent only in production or preprod. */
export function shouldSendAnalytics(environment: Environment): boolean {
  return environment === 'PRODUCTION' || environment === 'PREPROD';
}

export interface AnalyticsDeps {
  environment: () => Environment;
  /** Where a tag manager reads events (window.dataLayer); created on first send. */
  dataLayer: () => AnalyticsEvent[];
  log: (message: string, event: AnalyticsEvent) => void;
}

declare global {
  interface Window {
    dataLayer?: AnalyticsEvent[];
  }
}

const browserDeps: AnalyticsDeps = {
  environment: () => getAppConfig().environment,
  dataLayer: () => (window.dataLayer ??= []),
  log: (message, event) => console.info(message, event),
};

/** Sends to the tag manager's data layer in production/preprod; only logs locally elsewhere. */
export function createAnalytics(deps: AnalyticsDeps = browserDeps): AnalyticsAdapter {
  const send = (event: AnalyticsEventName, params: AnalyticsParams = {}) => {
    const payload: AnalyticsEvent = { ...params, event, game_type: GAME_TYPE };
    if (shouldSendAnalytics(deps.environment())) deps.dataLayer().push(payload);
    else deps.log(`[analytics] ${event} (not sent: ${deps.environment()})`, payload);
  };
  return {
    track: send,
    pageView: (path, title) => send(ANALYTICS_EVENTS.pageView, { page_path: path, page_title: title }),
  };
}

/** The shell's one adapter. */
export const analytics: AnalyticsAdapter = createAnalytics();

/** Remotes send through shared's trackAnalytics; with the shell present, those events take this adapter. */
export function routeRemoteAnalytics(adapter: AnalyticsAdapter = analytics): void {
  // Remotes name their own events (all of ANALYTICS_EVENTS); the adapter's type only narrows what the shell itself sends.
  setAnalyticsTracker((event, params) => adapter.track(event as AnalyticsEventName, params));
}
