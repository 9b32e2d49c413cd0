/** Game days are calendar days in US Eastern time (the product's default zone), as 'YYYY-MM-DD'. */
export const GOTD_ZONE = 'America/New_York';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: GOTD_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The Eastern calendar day an instant falls on. */
export function gameDayOf(instant: Date): string {
  return dayFormat.format(instant);
}

export function isGameDay(value: string): boolean {
  return DAY_PATTERN.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

/** Day arithmetic on the calendar (no time zone involved once the day is known). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** First day of the day's month. */
export function monthOf(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** The instant the next game day starts (Eastern midnight), found by stepping hours: DST-proof without a zone library (Eastern offsets are whole hours). */
export function nextGameDayStart(now: Date): Date {
  const today = gameDayOf(now);
  let t = Math.floor(now.getTime() / 3_600_000) * 3_600_000;
  while (gameDayOf(new Date(t)) === today) t += 3_600_000;
  return new Date(t);
}
