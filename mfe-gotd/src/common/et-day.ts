import { ET_ZONE } from '@bb/shared';

// Made on first use: a formatter with a time zone loads ICU's zone data, which is slow on a phone at module load.
let dayFormat: Intl.DateTimeFormat | null = null;

/** The US Eastern calendar day of an instant, 'YYYY-MM-DD': game days and month periods follow the server's zone. */
export function etDayKey(instant: Date): string {
  dayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: ET_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  return dayFormat.format(instant);
}
