import type { LahmanRow } from '../../src/cards/rows';

/** Split one CSV line; handles quoted fields with commas and doubled quotes. */
export function splitCsvLine(line: string): string[] {
  if (!line.includes('"')) return line.split(',');
  const out: string[] = [];
  let cur = '', q = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (q) {
      if (ch === '"' && line[i + 1] === '"') { cur += '"'; i++; }
      else if (ch === '"') q = false;
      else cur += ch;
    } else if (ch === '"') q = true;
    else if (ch === ',') { out.push(cur); cur = ''; }
    else cur += ch;
  }
  out.push(cur);
  return out;
}

const NUMERIC = /^-?\d+(\.\d+)?$/;
/** Text columns that look numeric but must stay text. */
const TEXT_COLUMNS = new Set(['playerID', 'teamID', 'lgID', 'franchID', 'divID', 'retroID', 'bbrefID', 'teamIDBR', 'teamIDlahman45', 'teamIDretro', 'POS']);

/** Parse CSV text into rows keyed by header; numeric-looking fields become numbers, empty stays ''. */
export function parseCsv(text: string, keep?: (line: string) => boolean): LahmanRow[] {
  const lines = text.split('\n');
  const header = splitCsvLine((lines[0] ?? '').replace(/\r$/, ''));
  const rows: LahmanRow[] = [];
  for (let i = 1; i < lines.length; i++) {
    const line = (lines[i] as string).replace(/\r$/, '');
    if (!line || (keep && !keep(line))) continue;
    const cells = splitCsvLine(line);
    const row: LahmanRow = {};
    header.forEach((h, j) => {
      const v = cells[j] ?? '';
      row[h] = !TEXT_COLUMNS.has(h) && NUMERIC.test(v) ? Number(v) : v;
    });
    rows.push(row);
  }
  return rows;
}
