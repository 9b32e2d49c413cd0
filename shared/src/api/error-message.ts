import { isHTTPError } from 'ky';
import { t } from '../i18n/i18n';
import { toast } from '../toast/toast-bus';
import { isApiError, serverErrorText } from './api-error';

/** A rejected call's text: the server's error text, else the generic sentence. */
export function errorMessageOf(err: unknown): string {
  if (isApiError(err)) {
    if (err.serverMessage) return err.serverMessage;
    if (err.kind === 'guest-blocked') return t('errors.guestAborted');
    if (err.kind === 'offline') return t('errors.noInternet');
    if (err.kind === 'unauthenticated') return t('errors.unauthenticated');
    return t('errors.generic');
  }
  if (isHTTPError(err)) return serverErrorText(err.data) ?? t('errors.generic');
  return serverErrorText(err) ?? serverErrorText((err as { response?: { data?: unknown } } | null)?.response?.data) ?? t('errors.generic');
}

/**
 * Error toast for a rejected call. Stays silent when shared already reacted
 * (401, credential-less cancel, offline) so the user never sees two toasts for one failure.
 */
export function notifyError(err: unknown): void {
  if (isApiError(err) && (err.handled || err.kind === 'aborted')) return;
  toast.error(errorMessageOf(err));
}
