import { ET_ZONE, etWallAt, toInstant, wallDate, type DateInput, type EtWall } from './eastern-clock';
import { pad2 } from './pad';

export { ET_ZONE, type DateInput };
export const ET_LABEL = '(ET)';

// These date formats are US English whatever the interface language.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The Eastern wall clock of `date`; null for an invalid input. Daylight saving follows the date. */
function toEt(date: DateInput): EtWall | null {
  return etWallAt(toInstant(date));
}

const day = (wall: EtWall) => `${wall.weekday}, ${MONTHS[wall.month - 1]} ${wall.day}, ${wall.year}`;
const clock = (wall: EtWall) => `${pad2(wall.hour % 12 || 12)}:${pad2(wall.minute)} ${wall.hour < 12 ? 'AM' : 'PM'}`;

/** 'Mon, Jan 1, 2024, 09:05 AM' in Eastern time, no zone label (calendar reschedule errors quote it); '' for an invalid input. */
export function formatEtWhen(date: DateInput): string {
  const wall = toEt(date);
  return wall ? `${day(wall)}, ${clock(wall)}` : '';
}

/** 'Mon, Jan 1, 2024, 09:05 AM (ET)'; '' for an invalid input. */
export function formatEtDateTime(date: DateInput): string {
  const when = formatEtWhen(date);
  return when ? `${when} ${ET_LABEL}` : '';
}

/** '07:05 PM' in Eastern time; '' for an invalid input. */
export function formatEtTime(date: DateInput): string {
  const wall = toEt(date);
  return wall ? clock(wall) : '';
}

/** The Eastern calendar day of an instant, 'YYYY-MM-DD' (league days and calendar columns follow ET); '' if invalid. */
export function etDayKey(date: DateInput): string {
  const wall = toEt(date);
  return wall ? wallDate(wall) : '';
}

/** 'Tue, Jan 2, 2024' in Eastern time (Active Plan modal); '' for an invalid input. */
export function formatDate(date: DateInput): string {
  const wall = toEt(date);
  return wall ? day(wall) : '';
}

/** Subscription timestamps (current_period_end, trial_end) arrive as unix seconds. */
export function fromUnixSeconds(seconds: number): Date {
  return new Date(seconds * 1000);
}
