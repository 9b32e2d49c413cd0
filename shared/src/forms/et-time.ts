import { etWallAt, etWallToInstant, wallDate, wallTime } from '../format/eastern-clock';

// The Games Begin field is entered in US Eastern time whatever the browser's zone; these turn that
// wall-clock time into an instant and back, with the daylight-saving offset of that date.

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/** '2026-12-01' and '19:05' in Eastern time → the instant; null when either is missing, malformed or not a date. */
export function etToInstant(date: string, time: string): Date | null {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) return null;
  const ms = etWallToInstant(Number(d[1]), Number(d[2]), Number(d[3]), Number(t[1]), Number(t[2]));
  return ms === null ? null : new Date(ms);
}

/** The Eastern date and time inputs' values for an instant. */
export function instantToEt(ms: number): { date: string; time: string } {
  const wall = etWallAt(ms);
  if (!wall) return { date: '', time: '' };
  return { date: wallDate(wall), time: wallTime(wall) };
}

/** A default start: the next full hour at least an hour from now, in Eastern time. */
export function defaultStart(now: number): { date: string; time: string } {
  const hour = 3_600_000;
  return instantToEt(Math.ceil((now + hour) / hour) * hour);
}
