import { MONTH_ABBREVIATIONS, etDayKey, type LeaderboardPeriod, type MonthAbbreviation } from '@bb/shared';

export interface MonthOption {
  /** The 3-letter abbreviation sent as `month=`. */
  value: MonthAbbreviation;
  /** 'June 2026'. */
  label: string;
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The last 6 calendar months including the current one (US Eastern), oldest first. */
export function lastSixMonths(now: Date = new Date()): MonthOption[] {
  const today = etDayKey(now);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: 6 }, (_, i) => {
    const index = month - 5 + i;
    const m = ((index % 12) + 12) % 12;
    const y = year + Math.floor(index / 12);
    return { value: MONTH_ABBREVIATIONS[m]!, label: `${MONTH_NAMES[m]} ${y}` };
  });
}

/** The dropdown's value: a period, or a month abbreviation (then period MonthByMonths). */
export type PeriodChoice = Exclude<LeaderboardPeriod, 'MonthByMonths'> | MonthAbbreviation;

export const FIXED_PERIODS = ['AllTime', 'Today', 'Last7'] as const;

export function isMonth(value: string): value is MonthAbbreviation {
  return (MONTH_ABBREVIATIONS as readonly string[]).includes(value);
}
