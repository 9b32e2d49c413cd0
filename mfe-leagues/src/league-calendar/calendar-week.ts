import { CALENDAR_DAYS, etDayKey, type CalendarGame } from '@bb/shared';

// Days are Eastern calendar days written 'YYYY-MM-DD'; their arithmetic runs on UTC midnights, which have no
// daylight-saving gaps, so adding days never slips an hour.

const toUtc = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
};
const fromUtc = (date: Date) => date.toISOString().slice(0, 10);

export const addDays = (day: string, n: number): string => {
  const date = toUtc(day);
  date.setUTCDate(date.getUTCDate() + n);
  return fromUtc(date);
};

/** 0 for Monday … 6 for Sunday (the order of CALENDAR_DAYS). */
export const weekdayIndex = (day: string): number => (toUtc(day).getUTCDay() + 6) % 7;

export const mondayOf = (day: string): string => addDays(day, -weekdayIndex(day));

export interface CalendarColumn {
  day: string;
  value: (typeof CALENDAR_DAYS)[number]['value'];
  short: string;
  games: CalendarGame[];
}

/** The week from `monday`, MONDAY to SUNDAY, each day with its games in start order (the day of a game is its ET day). */
export function weekColumns(monday: string, games: readonly CalendarGame[]): CalendarColumn[] {
  return CALENDAR_DAYS.map((d, i) => {
    const day = addDays(monday, i);
    return {
      day,
      value: d.value,
      short: d.short,
      games: games.filter((g) => etDayKey(g.startsAt) === day).sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt)),
    };
  });
}
