/**
 * One matchup laid out by the engine (engine/src/dice/layout.ts `layoutMatchup` then `describeCard`), kept here as
 * data because the host does not bundle the engine. Input: league rates SO .17, BB .08, HBP .01, HR .03, 3B .005,
 * 2B .045, 1B .15, GB .26, FB .25; a power hitter (odds ratios SO 1.2, BB 1.5, HR 2.0, 2B 1.1, GB 0.9, FB 0.95)
 * against an average pitcher. Regenerate with those calls if the layout rules change.
 */

/** engine/src/types.ts OUTCOMES, in its order, with what each result is called on the page. */
export const OUTCOME_NAMES: Array<[code: string, name: string]> = [
  ['SO', 'Strikeout'],
  ['BB', 'Walk'],
  ['HBP', 'Hit by pitch'],
  ['HR', 'Home run'],
  ['3B', 'Triple'],
  ['2B', 'Double'],
  ['1B', 'Single'],
  ['GB', 'Ground ball out'],
  ['FB', 'Fly ball out'],
];

/** Units (1/4320 of a plate appearance) per outcome: on the batter's card, the pitcher's card, and in all. */
export const EXAMPLE_UNITS = {
  batter: [391, 206, 21, 89, 10, 99, 315, 518, 511],
  pitcher: [343, 140, 22, 41, 12, 95, 333, 605, 569],
  total: [734, 346, 43, 130, 22, 194, 648, 1123, 1080],
};

/** Each card's three columns, rows 2-12 (two red dice); a cell lists its results with their d20 ranges. */
export const EXAMPLE_BATTER_CARD: string[][] = [
  ['BB 1-1, 2B 2-2, HR 3-20', 'FB 1-1, 1B 2-2, BB 3-20', 'GB 1-1, SO 2-2, 1B 3-20', 'FB 1-16, SO 17-20', 'GB', 'GB', 'GB 1-11, FB 12-20', 'SO', '1B', 'BB', 'HR'],
  ['HR', 'BB', '1B', 'SO', 'FB', 'GB', 'FB', 'SO', '1B', 'BB 1-10, 2B 11-20', 'HR'],
  ['HR 1-9, HBP 10-20', '2B', '1B 1-17, BB 18-20', 'SO', 'FB', 'GB', 'FB', 'SO 1-13, 1B 14-20', 'BB', '2B 1-19, HR 20-20', 'HBP 1-10, 3B 11-20'],
];

export const EXAMPLE_PITCHER_CARD: string[][] = [
  ['2B', 'FB 1-1, 1B 2-20', 'SO', 'FB', 'GB', 'GB', 'GB', 'FB', 'SO 1-5, 1B 6-20', '1B 1-5, BB 6-20', '2B'],
  ['2B 1-5, HR 6-20', 'BB', '1B', 'FB 1-13, SO 14-20', 'GB 1-9, FB 10-20', 'GB', 'FB', 'SO', '1B', 'BB', 'HR'],
  ['HR 1-6, HBP 7-20', 'BB 1-15, 2B 16-20', '1B', 'SO', 'FB', 'GB', 'FB', 'SO', '1B', '2B', 'HBP 1-8, 3B 9-20'],
];

/** engine/src/dice/layout.ts rowWeight: how many of the 36 red-dice combinations give each row (2..12). */
export const ROW_WEIGHTS = [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];
export const ROWS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** The example roll walked through on the page: white 1, red 3 + 5, d20 14 -> batter card, column 1, row 8: FB. */
export const EXAMPLE_ROLL = { white: 1, red: [3, 5] as [number, number], d20: 14 };
