import { parseCsv, CsvSyntaxError } from './csv';
import type { TableSpec } from './table-specs';

export type LahmanValue = string | number | null;
export type LahmanRecord = Record<string, LahmanValue>;

/** Stops an import: says which file, which line and why. */
export class ImportError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly reason: string,
  ) {
    super(`${file}, line ${line}: ${reason}`);
  }
}

const INTEGER = /^-?\d+$/;
const DECIMAL = /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/** Parses and checks one Lahman CSV against its spec; the first bad row throws an ImportError. */
export function parseTable(spec: TableSpec, text: string): LahmanRecord[] {
  const records = parseCsv(text);
  const rows: LahmanRecord[] = [];
  try {
    const headerRecord = records.next();
    if (headerRecord.done) throw new ImportError(spec.file, 1, 'the file is empty (no header row)');
    const header = headerRecord.value.fields.map((h) => h.trim());
    const missing = Object.keys(spec.columns).filter((c) => c !== spec.rowNumberColumn && !header.includes(c));
    if (missing.length > 0) throw new ImportError(spec.file, 1, `missing column(s) ${missing.join(', ')}`);
    const seen = new Set<string>();
    const indexes = Object.entries(spec.columns)
      .filter(([name]) => name !== spec.rowNumberColumn)
      .map(([name, type]) => ({ name, type, index: header.indexOf(name) }));

    for (const { line, fields } of records) {
      if (fields.length !== header.length) {
        throw new ImportError(spec.file, line, `expected ${header.length} fields, found ${fields.length}`);
      }
      const row: LahmanRecord = spec.rowNumberColumn ? { [spec.rowNumberColumn]: rows.length + 1 } : {};
      for (const { name, type, index } of indexes) {
        const raw = (fields[index] ?? '').trim();
        if (raw === '') {
          if (spec.key.includes(name)) throw new ImportError(spec.file, line, `${name} is empty but identifies the row`);
          row[name] = null;
        } else if (type === 'int') {
          if (!INTEGER.test(raw)) throw new ImportError(spec.file, line, `${name} must be a whole number, got "${raw.slice(0, 40)}"`);
          row[name] = Number(raw);
        } else if (type === 'float') {
          if (!DECIMAL.test(raw)) throw new ImportError(spec.file, line, `${name} must be a number, got "${raw.slice(0, 40)}"`);
          row[name] = Number(raw);
        } else {
          row[name] = raw;
        }
      }
      const key = spec.key.map((k) => row[k]).join('\u0000');
      if (seen.has(key)) throw new ImportError(spec.file, line, `duplicate row for ${spec.key.map((k) => `${k}=${row[k]}`).join(', ')}`);
      seen.add(key);
      rows.push(row);
    }
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new ImportError(spec.file, error.line, error.message);
    throw error;
  }
  return rows;
}
