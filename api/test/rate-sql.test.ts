import { PGlite } from '@electric-sql/pglite';
import fc from 'fast-check';
import { battingRates, ipFromOuts, pitchingRates, roundRate } from '@bb/engine';
import { ipSql, opsSql, rateSql, type CountColumns } from '../src/baseball/rate-sql';

// The leaders queries rank by a rate in SQL; the SQL is written from the engine's formulas (api/src/baseball/rate-sql.ts).
// Here the database's answer is set beside the engine's for the same lines: the two cannot drift apart.

const COLUMNS = ['ab', 'h', 'd', 't', 'hr', 'bb', 'hbp', 'sf', 'outs', 'er'] as const;
type Line = Record<(typeof COLUMNS)[number], number>;
const AS_COLUMNS: CountColumns = Object.fromEntries(COLUMNS.map((c) => [c, `x.${c}`]));

const line = fc.record(Object.fromEntries(COLUMNS.map((c) => [c, fc.integer({ min: 0, max: c === 'outs' ? 900 : 700 })])) as Record<keyof Line, fc.Arbitrary<number>>);

describe('rate statistics in SQL (the engine formulas)', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = new PGlite();
    await db.waitReady;
  });
  afterAll(() => db.close());

  async function inSql(lines: Line[], expressions: Record<string, string>): Promise<Array<Record<string, number | null>>> {
    const values = lines.map((l) => `(${lines.indexOf(l)}, ${COLUMNS.map((c) => l[c]).join(', ')})`).join(', ');
    const select = Object.entries(expressions).map(([name, e]) => `${e} AS "${name}"`).join(', ');
    const result = await db.query<Record<string, number | string | null>>(`SELECT ${select} FROM (VALUES ${values}) AS x(i, ${COLUMNS.join(', ')}) ORDER BY x.i`);
    return result.rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v === null ? null : Number(v)])));
  }

  test('AVG, OBP, SLG, OPS, ERA, WHIP and IP are the engine values, NULL where the engine says null', async () => {
    const samples = fc.sample(line, { numRuns: 200, seed: 1941 }).concat([
      { ab: 0, h: 0, d: 0, t: 0, hr: 0, bb: 3, hbp: 1, sf: 0, outs: 0, er: 2 },
      { ab: 0, h: 0, d: 0, t: 0, hr: 0, bb: 0, hbp: 0, sf: 0, outs: 0, er: 0 },
    ]);
    const rows = await inSql(samples, {
      avg: rateSql('avg', AS_COLUMNS), obp: rateSql('obp', AS_COLUMNS), slg: rateSql('slg', AS_COLUMNS), ops: opsSql(AS_COLUMNS),
      era: rateSql('era', AS_COLUMNS), whip: rateSql('whip', AS_COLUMNS), ip: ipSql('x.outs'),
    });
    samples.forEach((l, i) => {
      const row = rows[i]!;
      const b = battingRates(l);
      const p = pitchingRates(l);
      const expected = { avg: b.avg, obp: b.obp, slg: b.slg, ops: b.ops, era: p.era, whip: p.whip, ip: ipFromOuts(l.outs) };
      for (const [k, v] of Object.entries(expected)) {
        if (v === null) expect([k, row[k]]).toEqual([k, null]);
        else expect(row[k]).toBeCloseTo(v, 12);
      }
    });
  });

  test('numeric, rounded in the database as history-compare does, prints as the engine rounds', async () => {
    const samples = fc.sample(line, { numRuns: 200, seed: 1941 });
    const rows = await inSql(samples, { avg: `round(${rateSql('avg', AS_COLUMNS, 'numeric')}, 3)`, era: `round(${rateSql('era', AS_COLUMNS, 'numeric')}, 2)` });
    samples.forEach((l, i) => {
      expect(rows[i]!.avg).toBe(roundRate(battingRates(l).avg, 3));
      expect(rows[i]!.era).toBe(roundRate(pitchingRates(l).era, 2));
    });
  });

  test('a count without its column is refused, not silently zero', () => {
    expect(() => rateSql('obp', { ab: 'x.ab', h: 'x.h', bb: 'x.bb' })).toThrow('No column given for hbp');
  });
});
