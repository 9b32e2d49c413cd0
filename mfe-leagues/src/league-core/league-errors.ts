import { errorMessageOf, isApiError, notifyError } from '@bb/shared';

/**
 * Summary retrieval and schedule retrieval show no toast on HTTP 403 (a page the viewer may not open says so
 * in place); every other failure gets shared's error toast.
 */
export function notifyUnless403(error: unknown): void {
  if (isApiError(error) && error.status === 403) return;
  notifyError(error);
}

export const statusOf = (error: unknown): number | undefined => (isApiError(error) ? error.status : undefined);

/** The server's text of a refusal the screen shows in place (400 invalid, 403 not yours, 409 too late), else null. */
export function refusalOf(error: unknown): string | null {
  const status = statusOf(error);
  return status === 400 || status === 403 || status === 409 ? errorMessageOf(error) : null;
}
