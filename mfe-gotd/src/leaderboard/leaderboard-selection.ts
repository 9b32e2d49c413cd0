import { LEADERBOARD_TABS, type LeaderboardPeriod, type LeaderboardQuery, type LeaderboardSubTab, type LeaderboardTab, type MonthAbbreviation } from '@bb/shared';
import { isMonth, type PeriodChoice } from './periods';
import { MAIN_TABS, subTabsOf } from './board-config';

export interface Selection {
  tab: LeaderboardTab;
  subTab: LeaderboardSubTab;
  period: LeaderboardPeriod;
  month: MonthAbbreviation | null;
}

/** The board opens on Overall > TotalWins, all time. */
export const INITIAL_SELECTION: Selection = { tab: 'Overall', subTab: 'TotalWins', period: 'AllTime', month: null };

/** Choosing a main tab selects its first sub-tab; Today forces period Today and clears the month. */
export function chooseTab(current: Selection, tab: LeaderboardTab): Selection {
  const subTab = subTabsOf(tab)[0]!;
  if (tab === 'Today') return { tab, subTab, period: 'Today', month: null };
  // Leaving Today unlocks the dropdown; its forced Today period goes back to the default.
  const period = current.tab === 'Today' ? 'AllTime' : current.period;
  return { tab, subTab, period, month: period === 'MonthByMonths' ? current.month : null };
}

export function chooseSubTab(current: Selection, subTab: LeaderboardSubTab): Selection {
  return (LEADERBOARD_TABS[current.tab] as readonly string[]).includes(subTab) ? { ...current, subTab } : current;
}

/** A month name sets MonthByMonths with that month; any other period clears the month. Locked on Today. */
export function choosePeriod(current: Selection, choice: PeriodChoice): Selection {
  if (current.tab === 'Today') return current;
  if (isMonth(choice)) return { ...current, period: 'MonthByMonths', month: choice };
  return { ...current, period: choice, month: null };
}

export function periodChoiceOf(selection: Selection): PeriodChoice {
  return selection.period === 'MonthByMonths' && selection.month ? selection.month : (selection.period as PeriodChoice);
}

export function toQuery(selection: Selection): LeaderboardQuery {
  return { tab: selection.tab, subTab: selection.subTab, period: selection.period, ...(selection.month ? { month: selection.month } : {}) };
}

/** A shared link opens the board it was copied from; anything unknown falls back to the initial board. */
export function selectionFromSearch(search: URLSearchParams): Selection {
  const tab = search.get('tab');
  if (!tab || !(MAIN_TABS as string[]).includes(tab)) return INITIAL_SELECTION;
  let selection = chooseTab(INITIAL_SELECTION, tab as LeaderboardTab);
  const subTab = search.get('subTab');
  if (subTab) selection = chooseSubTab(selection, subTab as LeaderboardSubTab);
  const month = search.get('month');
  const period = search.get('period');
  if (period === 'MonthByMonths' && month && isMonth(month)) selection = choosePeriod(selection, month);
  else if (period === 'AllTime' || period === 'Today' || period === 'Last7') selection = choosePeriod(selection, period);
  return selection;
}

export function searchOf(selection: Selection): string {
  const params = new URLSearchParams({ tab: selection.tab, subTab: selection.subTab, period: selection.period });
  if (selection.month) params.set('month', selection.month);
  return `?${params.toString()}`;
}
