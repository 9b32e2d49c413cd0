import * as shared from './index';

// The host and remotes are written against these names; removing one breaks them at runtime.
const REQUIRED = [
  'configureApp', 'getAppConfig', 'setNavigator', 'navigateTo', 'getCurrentPath',
  'authBus', 'useAuth', 'isLoggedIn', 'hasEmail',
  'toast', 'ToastViewport',
  'setErrorReporter', 'getErrorReporter', 'stripPasswords',
  'isOnline', 'useOnline', 'OfflineBanner',
  'apiClient', 'apiClient2', 'publicClient', 'ApiError', 'errorMessageOf', 'notifyError',
  'getRole', 'PUBLIC_PATHS', 'isPublicPath', 'isProtectedPath', 'isKnownRoute', 'isRouteAllowed', 'isAllowedWithoutCheck',
  'decideNavigation', 'isGotdGuestBlockedPath', 'isGuestRewritePath',
  'initI18n', 't', 'useT',
  'isNightTime', 'themes', 'ThemeRoot',
  'formatEtDateTime', 'formatDate', 'formatAvg', 'formatEra', 'formatWhip', 'formatPer9', 'formatWar', 'formatRating',
  'formatRelieverRating', 'formatCountdown',
  'POSITION_CODES', 'BASERUNNING_AGGRESSIVENESS', 'MODE', 'LEAGUE_TYPE_CODES', 'PITCHER_ROLES', 'LINEUP_POSITIONS', 'ERAS',
  'Button', 'PageTitle', 'Page', 'Card', 'Spinner', 'ModeIcon', 'TeamMonogram', 'teamColours', 'contrastRatio',
  'gameHeader', 'useGameHeader',
  'formatPlay', 'useFormatPlay', 'gameEventMessages', 'lastName', 'teamNickname',
] as const;

it.each(REQUIRED)('exports %s', (name) => {
  expect((shared as Record<string, unknown>)[name]).toBeDefined();
});
