import { DateTime } from 'luxon';
import { ET_ZONE } from '../format';

// The Games Begin field is entered in US Eastern time (spec §5 and §9) whatever the browser's zone; these turn that
// wall-clock time into an instant and back, with the daylight-saving offset of that date (luxon reads the zone).

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

/** '2026-12-01' and '19:05' in Eastern time → the instant; null when either is missing, malformed or not a date. */
export function etToInstant(date: string, time: string): Date | null {
  if (!DATE.test(date) || !TIME.test(time)) return null;
  const wall = DateTime.fromISO(`${date}T${time}`, { zone: ET_ZONE });
  return wall.isValid ? wall.toJSDate() : null;
}

/** The Eastern date and time inputs' values for an instant. */
export function instantToEt(ms: number): { date: string; time: string } {
  const wall = DateTime.fromMillis(ms, { zone: ET_ZONE });
  return { date: wall.toFormat('yyyy-MM-dd'), time: wall.toFormat('HH:mm') };
}

/** A default start: the next full hour at least an hour from now, in Eastern time. */
export function defaultStart(now: number): { date: string; time: string } {
  const hour = 3_600_000;
  return instantToEt(Math.ceil((now + hour) / hour) * hour);
}
