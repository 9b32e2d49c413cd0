import { configureApp, resetAppConfig } from '../config/app-config';
import { setAnalyticsTracker, trackAnalytics } from './analytics-tracker';

afterEach(() => {
  setAnalyticsTracker(null);
  resetAppConfig();
  delete (window as { dataLayer?: unknown }).dataLayer;
});

test('a registered adapter (the host\'s) receives every event', () => {
  const tracker = jest.fn();
  setAnalyticsTracker(tracker);
  trackAnalytics('leaderboard_view', { tab: 'Overall' });
  expect(tracker).toHaveBeenCalledWith('leaderboard_view', { tab: 'Overall' });
});

test('without an adapter: the data layer in PRODUCTION and PREPROD only', () => {
  trackAnalytics('leaderboard_view');
  expect((window as { dataLayer?: unknown[] }).dataLayer).toBeUndefined();
  configureApp({ environment: 'PREPROD' });
  trackAnalytics('leaderboard_view', { period: 'AllTime' });
  expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([{ event: 'leaderboard_view', game_type: 'baseball', period: 'AllTime' }]);
});
