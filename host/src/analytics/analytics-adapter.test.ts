import { setAnalyticsTracker, trackAnalytics, type Environment } from '@bb/shared';
import { createAnalytics, routeRemoteAnalytics, shouldSendAnalytics, type AnalyticsEvent } from './analytics-adapter';
import { ANALYTICS_EVENTS, GAME_TYPE } from './analytics-events';

function setup(environment: Environment) {
  const layer: AnalyticsEvent[] = [];
  const log = jest.fn();
  const adapter = createAnalytics({ environment: () => environment, dataLayer: () => layer, log });
  return { adapter, layer, log };
}

test('only production and preprod send', () => {
  expect(shouldSendAnalytics('PRODUCTION')).toBe(true);
  expect(shouldSendAnalytics('PREPROD')).toBe(true);
  expect(shouldSendAnalytics('DEVELOPMENT')).toBe(false);
  expect(shouldSendAnalytics('LOCAL')).toBe(false);
});

test.each(['PRODUCTION', 'PREPROD'] as const)('%s pushes events to the data layer with the game type', (env) => {
  const { adapter, layer, log } = setup(env);
  adapter.track(ANALYTICS_EVENTS.gameStarted, { mode: 'single' });
  expect(layer).toEqual([{ event: 'game_started', game_type: 'baseball', mode: 'single' }]);
  expect(log).not.toHaveBeenCalled();
});

test.each(['LOCAL', 'DEVELOPMENT'] as const)('%s only logs', (env) => {
  const { adapter, layer, log } = setup(env);
  adapter.track(ANALYTICS_EVENTS.buttonClick, { label: 'Play' });
  expect(layer).toEqual([]);
  expect(log).toHaveBeenCalledWith(expect.stringContaining('button_click'), expect.objectContaining({ event: 'button_click', label: 'Play' }));
});

test('page views carry the path', () => {
  const { adapter, layer } = setup('PRODUCTION');
  adapter.pageView('/leaderboard?tab=Overall', 'Leaderboard');
  expect(layer[0]).toEqual({ event: 'page_view', game_type: GAME_TYPE, page_path: '/leaderboard?tab=Overall', page_title: 'Leaderboard' });
});

test('every analytics event name, in order', () => {
  expect(Object.values(ANALYTICS_EVENTS)).toEqual([
    'button_click', 'form_submit', 'page_view', 'leaderboard_view', 'game_started', 'game_exited', 'game_completed',
    'score_updated', 'user_login', 'user_signup', 'user_logout', 'purchase', 'subscription', 'lead_generation',
  ]);
  expect(GAME_TYPE).toBe('baseball');
});

test('events a remote sends through shared reach the shell adapter once routed', () => {
  const track = jest.fn();
  routeRemoteAnalytics({ track, pageView: jest.fn() });
  trackAnalytics('leaderboard_view', { tab: 'Overall' });
  expect(track).toHaveBeenCalledWith('leaderboard_view', { tab: 'Overall' });
  setAnalyticsTracker(null);
});
