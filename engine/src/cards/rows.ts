// Lahman rows as the API server parses them: column name -> number, text or empty.
export type LahmanRow = Record<string, string | number | null | undefined>;

/** A numeric column; empty or missing fields count as 0. */
export function num(row: LahmanRow, col: string): number {
  const v = row[col];
  if (typeof v === 'number') return Number.isFinite(v) ? v : 0;
  if (typeof v === 'string' && v !== '') {
    const n = Number(v);
    return Number.isFinite(n) ? n : 0;
  }
  return 0;
}

/** True when the column holds a value (early seasons leave SO, CS, SF... empty). */
export function has(row: LahmanRow, col: string): boolean {
  const v = row[col];
  return v !== undefined && v !== null && v !== '';
}

export function str(row: LahmanRow, col: string): string {
  const v = row[col];
  return v === undefined || v === null ? '' : String(v);
}
