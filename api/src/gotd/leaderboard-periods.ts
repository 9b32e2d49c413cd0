import { MONTH_ABBREVIATIONS, type LeaderboardPeriod, type LeaderboardTab, type MonthAbbreviation } from '@bb/contract';
import { dayWindow, last7Window, monthWindow, type PeriodWindow } from './aggregates';

/** The rows a board reads: the all-time aggregates, or one day, Last 7 Days or month slice. */
export type PeriodSource = { kind: 'allTime' } | PeriodWindow;

/** The latest month with that abbreviation that is not after today's month (the dropdown offers the last six). */
export function resolveMonth(abbreviation: MonthAbbreviation, today: string): string {
  const year = Number(today.slice(0, 4));
  const currentMonth = Number(today.slice(5, 7));
  const wanted = MONTH_ABBREVIATIONS.indexOf(abbreviation) + 1;
  const y = wanted <= currentMonth ? year : year - 1;
  return `${y}-${String(wanted).padStart(2, '0')}-01`;
}

/** The Today tab always reads today; a month is only read under MonthByMonths. */
export function periodSource(tab: LeaderboardTab, period: LeaderboardPeriod, month: MonthAbbreviation | undefined, today: string): PeriodSource {
  if (tab === 'Today' || period === 'Today') return dayWindow(today);
  if (period === 'Last7') return last7Window(today);
  if (period === 'MonthByMonths' && month) return monthWindow(resolveMonth(month, today));
  return { kind: 'allTime' };
}
