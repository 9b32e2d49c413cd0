import { DEFAULT_YEAR_TABS, type YearsResponse } from '@bb/shared';

/** Without a chosen era the year tabs run 1999 to 2019, newest first. */
export const DEFAULT_RANGE = { from: Math.min(...DEFAULT_YEAR_TABS), to: Math.max(...DEFAULT_YEAR_TABS) } as const;

export type Era = YearsResponse['eras'][number];

/** The seasons of the record inside an era (or the default range), newest first. */
export function yearsInRange(all: YearsResponse['years'], era: Era | undefined, currentYear = new Date().getFullYear()): YearsResponse['years'] {
  const from = era ? era.from : DEFAULT_RANGE.from;
  const to = era ? (era.to ?? currentYear) : DEFAULT_RANGE.to;
  return all.filter((y) => y.year >= from && y.year <= to).sort((a, b) => b.year - a.year);
}
