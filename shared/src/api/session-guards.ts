import { authBus } from '../auth/auth-bus';
import { t } from '../i18n/i18n';
import { getCurrentPath, navigateTo } from '../navigation/navigator';
import { LOGIN_PATH, SPECIAL_CHECKOUT_PATH, normalizePath } from '@bb/contract';
import { toast } from '../toast/toast-bus';

export const SESSION_TOAST_DURATION = 5000;

function sessionToast(): void {
  toast.error(t('errors.unauthenticated'), { duration: SESSION_TOAST_DURATION, code: 401 });
}

/** HTTP 401: clear local storage, tell every app the session ended, toast, go to /login. */
export function handleUnauthenticated(): void {
  authBus.sessionExpired();
  sessionToast();
  navigateTo(LOGIN_PATH);
}

const onPage = (current: string, page: string): boolean => current === page || current.startsWith(`${page}/`);

/** Pages where an authenticated client may send a call without credentials. */
export const CREDENTIAL_FREE_PAGES = {
  primary: ['/login', '/signup', '/lobby'],
  secondary: ['/login'],
} as const;

export function isCredentialFreePage(allowed: readonly string[], path: string = getCurrentPath()): boolean {
  const current = normalizePath(path);
  return allowed.some((page) => onPage(current, page));
}

/** A call without credentials is cancelled with the same toast and redirect as a 401, but silent on /special-checkout. */
export function handleMissingCredentials(path: string = getCurrentPath()): void {
  if (!onPage(normalizePath(path), SPECIAL_CHECKOUT_PATH)) sessionToast();
  navigateTo(LOGIN_PATH);
}
