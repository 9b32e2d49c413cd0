/** Every analytics event name the product sends. */
export const ANALYTICS_EVENTS = {
  buttonClick: 'button_click',
  formSubmit: 'form_submit',
  pageView: 'page_view',
  leaderboardView: 'leaderboard_view',
  gameStarted: 'game_started',
  gameExited: 'game_exited',
  gameCompleted: 'game_completed',
  scoreUpdated: 'score_updated',
  userLogin: 'user_login',
  userSignup: 'user_signup',
  userLogout: 'user_logout',
  purchase: 'purchase',
  subscription: 'subscription',
  leadGeneration: 'lead_generation',
} as const;

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

/** The game type every event carries. */
export const GAME_TYPE = 'baseball';
