/**
 * The engine's rate formulas (`RATE_FORMULAS`, @bb/engine) written as SQL, for queries that rank players by a rate
 * and so must compute it in the database. The formula is the engine's: only the columns are this file's. As in
 * TypeScript, a zero denominator gives NULL (NULLIF), and OPS is NULL when either part is.
 */
import { OUTS_PER_INNING, RATE_FORMULAS, type CountKey, type Counts, type RateName } from '@bb/engine';

/** The SQL expression that stands for each count a formula uses (a column, a sum, a coalesce). */
export type CountColumns = Readonly<Partial<Record<CountKey, string>>>;

/** float8 for ranking; numeric where the query rounds the value (round(numeric, places)). */
type Cast = 'float' | 'numeric';

function weighted(terms: Counts, columns: CountColumns): string {
  return Object.entries(terms)
    .map(([key, weight]) => {
      const column = columns[key as CountKey];
      if (!column) throw new Error(`No column given for ${key}`);
      return weight === 1 ? column : `${weight} * ${column}`;
    })
    .join(' + ');
}

export function rateSql(name: RateName, columns: CountColumns, cast: Cast = 'float'): string {
  const { over, under } = RATE_FORMULAS[name];
  return `(${weighted(over, columns)})::${cast} / nullif(${weighted(under, columns)}, 0)`;
}

export const opsSql = (columns: CountColumns, cast: Cast = 'float'): string => `${rateSql('obp', columns, cast)} + ${rateSql('slg', columns, cast)}`;

/** Innings as a number from an outs expression (what the wire carries; the browser writes them as 81.1). */
export const ipSql = (outs: string): string => `${outs} / ${OUTS_PER_INNING}.0`;
