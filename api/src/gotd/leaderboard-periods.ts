import { MONTH_ABBREVIATIONS, type LeaderboardPeriod, type LeaderboardTab, type MonthAbbreviation } from '@bb/shared/src/contract/gotd-api';
import { addDays } from './game-day';

/** The rows a board reads: the all-time aggregates, one month's aggregates, or a range of days' results. */
export type PeriodSource = { kind: 'allTime' } | { kind: 'month'; month: string } | { kind: 'days'; from: string; to: string };

/** The latest month with that abbreviation that is not after today's month (the dropdown offers the last six). */
export function resolveMonth(abbreviation: MonthAbbreviation, today: string): string {
  const year = Number(today.slice(0, 4));
  const currentMonth = Number(today.slice(5, 7));
  const wanted = MONTH_ABBREVIATIONS.indexOf(abbreviation) + 1;
  const y = wanted <= currentMonth ? year : year - 1;
  return `${y}-${String(wanted).padStart(2, '0')}-01`;
}

/** Spec §4: the Today tab always reads today; a month is only read under MonthByMonths. */
export function periodSource(tab: LeaderboardTab, period: LeaderboardPeriod, month: MonthAbbreviation | undefined, today: string): PeriodSource {
  if (tab === 'Today' || period === 'Today') return { kind: 'days', from: today, to: today };
  if (period === 'Last7') return { kind: 'days', from: addDays(today, -6), to: today };
  if (period === 'MonthByMonths' && month) return { kind: 'month', month: resolveMonth(month, today) };
  return { kind: 'allTime' };
}
