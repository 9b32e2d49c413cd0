import { trackAnalytics } from '@bb/shared';

export const VIEW_DEDUPE_MS = 3000;

export interface ViewTracker {
  /** Sends leaderboard_view unless the same view was sent within 3 s, or this is the view a page reload restored. */
  view(key: string, params?: Record<string, string>): void;
}

function loadedByReload(): boolean {
  const entry = typeof performance !== 'undefined' ? (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined) : undefined;
  return entry?.type === 'reload';
}

export function createViewTracker(deps: { now: () => number; isReload: () => boolean; send: (params: Record<string, string>) => void }): ViewTracker {
  let last: { key: string; at: number } | null = null;
  // A reload re-shows the board the user already saw: that first view is not a new one.
  let skipFirst = deps.isReload();
  return {
    view(key, params = {}) {
      const now = deps.now();
      if (skipFirst) {
        skipFirst = false;
        last = { key, at: now };
        return;
      }
      if (last && last.key === key && now - last.at < VIEW_DEDUPE_MS) return;
      last = { key, at: now };
      deps.send(params);
    },
  };
}

/** One tracker per page load: remounts of the board (route changes, StrictMode) share its memory. */
export const leaderboardViews = createViewTracker({
  now: () => Date.now(),
  isReload: loadedByReload,
  send: (params) => trackAnalytics('leaderboard_view', params),
});
