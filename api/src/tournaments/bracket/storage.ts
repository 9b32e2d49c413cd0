/**
 * brackets-manager's CrudInterface over the tables of one bracket document. Copy-on-write: a table is copied
 * (shallowly) the first time it is written and a written row is replaced, never changed in place, so the document
 * handed in stays untouched without deep-cloning every table on each game (a 64-team best-of-7 bracket holds about
 * a thousand rows and records hundreds of games).
 */
import type { CrudInterface, Database, DataTypes, Id, OmitId, Table } from 'brackets-model';

export const TABLES: readonly Table[] = ['participant', 'stage', 'group', 'round', 'match', 'match_game'];

export function emptyTables(): Database {
  return { participant: [], stage: [], group: [], round: [], match: [], match_game: [] };
}

/** A deep copy of one small row (rows nest only plain objects, arrays and scalars). */
function copy<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copy) as T;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) out[key] = copy(inner);
  return out as T;
}

type Row = { id: Id } & Record<string, unknown>;
type Filter = Record<string, unknown>;

function matches(row: Row, filter: Filter): boolean {
  for (const key in filter) if (row[key] !== filter[key]) return false;
  return true;
}

export class DocStorage implements CrudInterface {
  /** The tables after this storage's writes; unwritten tables are the input's own arrays. */
  readonly tables: Database;
  private readonly written = new Set<Table>();

  constructor(tables: Database) {
    this.tables = { ...tables };
  }

  private rows(table: Table): Row[] {
    return this.tables[table] as unknown as Row[];
  }

  private writable(table: Table): Row[] {
    if (!this.written.has(table)) {
      (this.tables as unknown as Record<Table, Row[]>)[table] = this.rows(table).slice();
      this.written.add(table);
    }
    return this.rows(table);
  }

  /** Ids are the row's position as long as nothing is deleted (the usual case), so try that first. */
  private indexOf(rows: Row[], id: Id): number {
    if (typeof id === 'number' && rows[id]?.id === id) return id;
    return rows.findIndex((row) => row.id === id);
  }

  insert<T extends Table>(table: T, value: OmitId<DataTypes[T]>): Promise<Id>;
  insert<T extends Table>(table: T, values: OmitId<DataTypes[T]>[]): Promise<boolean>;
  async insert<T extends Table>(table: T, values: OmitId<DataTypes[T]> | OmitId<DataTypes[T]>[]): Promise<Id | boolean> {
    const rows = this.writable(table);
    let id = rows.length === 0 ? 0 : Number(rows[rows.length - 1]!.id) + 1;
    if (!Array.isArray(values)) {
      rows.push({ ...copy(values as Record<string, unknown>), id });
      return id;
    }
    for (const value of values) rows.push({ ...copy(value as Record<string, unknown>), id: id++ });
    return true;
  }

  select<T extends Table>(table: T): Promise<Array<DataTypes[T]> | null>;
  select<T extends Table>(table: T, id: Id): Promise<DataTypes[T] | null>;
  select<T extends Table>(table: T, filter: Partial<DataTypes[T]>): Promise<Array<DataTypes[T]> | null>;
  async select<T extends Table>(table: T, arg?: Id | Partial<DataTypes[T]>): Promise<unknown> {
    const rows = this.rows(table);
    if (arg === undefined) return rows.map(copy);
    if (typeof arg === 'number' || typeof arg === 'string') {
      const found = rows[this.indexOf(rows, arg)];
      return found ? copy(found) : null;
    }
    const out: Row[] = [];
    for (const row of rows) if (matches(row, arg as Filter)) out.push(copy(row));
    return out;
  }

  update<T extends Table>(table: T, id: Id, value: DataTypes[T]): Promise<boolean>;
  update<T extends Table>(table: T, filter: Partial<DataTypes[T]>, value: Partial<DataTypes[T]>): Promise<boolean>;
  async update<T extends Table>(table: T, arg: Id | Partial<DataTypes[T]>, value: Partial<DataTypes[T]>): Promise<boolean> {
    const rows = this.writable(table);
    if (typeof arg === 'number' || typeof arg === 'string') {
      const index = this.indexOf(rows, arg);
      if (index < 0) return false;
      rows[index] = { ...copy(value as Record<string, unknown>), id: arg };
      return true;
    }
    // A partial update merges opponent objects one level deep, as brackets-memory-db does.
    const patch = value as Record<string, unknown>;
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      if (!matches(row, arg as Filter)) continue;
      const next: Row = { ...row };
      for (const key in patch) {
        const old = row[key];
        const add = patch[key];
        next[key] = old && add && typeof old === 'object' && typeof add === 'object' ? { ...copy(old), ...copy(add) } : copy(add);
      }
      rows[i] = next;
    }
    return true;
  }

  delete<T extends Table>(table: T): Promise<boolean>;
  delete<T extends Table>(table: T, filter: Partial<DataTypes[T]>): Promise<boolean>;
  async delete<T extends Table>(table: T, filter?: Partial<DataTypes[T]>): Promise<boolean> {
    this.written.add(table);
    const kept = filter ? this.rows(table).filter((row) => !matches(row, filter as Filter)) : [];
    (this.tables as unknown as Record<Table, Row[]>)[table] = kept;
    return true;
  }
}
