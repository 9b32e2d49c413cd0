/** Calendar days in US Eastern time (the product's zone), as 'YYYY-MM-DD', and the instants they begin. */
import { addDays, gameDayOf, isGameDay } from '../gotd';

export { addDays, isGameDay };

/** The instant an Eastern day begins: 04:00Z under daylight time, 05:00Z otherwise. */
export function easternDayStart(day: string): Date {
  const edt = new Date(`${day}T04:00:00Z`);
  return gameDayOf(edt) === day ? edt : new Date(`${day}T05:00:00Z`);
}

/** The Monday of the week (Monday to Sunday) the Eastern day `instant` falls on. */
export function mondayOf(instant: Date): string {
  const today = gameDayOf(instant);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, -((weekday + 6) % 7));
}
