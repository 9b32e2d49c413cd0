import { CALENDAR_TIME_PLACEHOLDER, errorMessageOf, formatEtWhen, isApiError, type CalendarErrorBody } from '@bb/shared';

/** The server's text with CALENDAR_TIME_PLACEHOLDER replaced by the original time in quotes. */
export function fillOriginalTime(text: string, originalTime: string | undefined): string {
  if (!text.includes(CALENDAR_TIME_PLACEHOLDER)) return text;
  const when = originalTime ? formatEtWhen(originalTime) : '';
  return text.split(CALENDAR_TIME_PLACEHOLDER).join(when ? `"${when}"` : '').replace(/\s+$/, '');
}

/** The text of a failed reschedule: the server's error with its original time filled in, or shared's generic text. */
export function rescheduleErrorText(error: unknown): string {
  const body = isApiError(error) && error.data && typeof error.data === 'object' ? (error.data as Partial<CalendarErrorBody>) : undefined;
  return fillOriginalTime(errorMessageOf(error), typeof body?.originalTime === 'string' ? body.originalTime : undefined);
}
