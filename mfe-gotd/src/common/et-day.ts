import { ET_ZONE } from '@bb/shared';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: ET_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The US Eastern calendar day of an instant, 'YYYY-MM-DD': game days and month periods follow the server's zone. */
export function etDayKey(instant: Date): string {
  return dayFormat.format(instant);
}
