import { DateTime } from 'luxon';

export const ET_ZONE = 'America/New_York';
export const ET_LABEL = '(ET)';

export type DateInput = Date | number | string;

function toEt(date: DateInput): DateTime {
  const dt =
    date instanceof Date
      ? DateTime.fromJSDate(date)
      : typeof date === 'number'
        ? DateTime.fromMillis(date)
        : DateTime.fromISO(date, { setZone: true });
  // Luxon picks EST or EDT for the instant, so daylight saving follows the zone (spec §9).
  return dt.setZone(ET_ZONE).setLocale('en-US');
}

/** 'Mon, Jan 1, 2024, 09:05 AM' in Eastern time, no zone label (spec §8 quotes it in calendar errors); '' for an invalid input. */
export function formatEtWhen(date: DateInput): string {
  const dt = toEt(date);
  return dt.isValid ? dt.toFormat('EEE, MMM d, yyyy, hh:mm a') : '';
}

/** 'Mon, Jan 1, 2024, 09:05 AM (ET)'; '' for an invalid input. */
export function formatEtDateTime(date: DateInput): string {
  const when = formatEtWhen(date);
  return when ? `${when} ${ET_LABEL}` : '';
}

/** '07:05 PM' in Eastern time; '' for an invalid input. */
export function formatEtTime(date: DateInput): string {
  const dt = toEt(date);
  return dt.isValid ? dt.toFormat('hh:mm a') : '';
}

/** The Eastern calendar day of an instant, 'YYYY-MM-DD' (league days and calendar columns follow ET); '' if invalid. */
export function etDayKey(date: DateInput): string {
  const dt = toEt(date);
  return dt.isValid ? dt.toFormat('yyyy-MM-dd') : '';
}

/** 'Tue, Jan 2, 2024' in Eastern time (Active Plan modal); '' for an invalid input. */
export function formatDate(date: DateInput): string {
  const dt = toEt(date);
  return dt.isValid ? dt.toFormat('EEE, MMM d, yyyy') : '';
}

/** Subscription timestamps arrive as unix seconds (spec §3). */
export function fromUnixSeconds(seconds: number): Date {
  return new Date(seconds * 1000);
}
