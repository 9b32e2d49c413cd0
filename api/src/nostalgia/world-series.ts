/**
 * The World Series of the record: every year from 1903 whose American and National League pennant winners (LgWin)
 * met, with the real winner (WSWin). 1904 and 1994 have no series and so no entry; the 1884–1890 "World's Series"
 * between the NL and the American Association are left out (see README: exhibitions of varying length, one of them
 * tied, not the World Series the product names).
 */
import { sql } from 'drizzle-orm';
import type { NostalgiaTeam, WorldSeriesYear } from '@bb/contract';
import type { Database } from '../db/database';
import { realSeriesScore } from './real-series';

export const FIRST_WORLD_SERIES = 1903;

type Row = { teamId: string; year: number; lgId: string; name: string; w: number | null; l: number | null; lgWin: string | null; wsWin: string | null };

/** What a team really did in October, from the record's flags. */
export function octoberOf(row: Pick<Row, 'lgWin' | 'wsWin' | 'lgId' | 'year'>): string | null {
  if (row.wsWin === 'Y') return 'Won the World Series';
  if (row.lgWin === 'Y' && row.wsWin === 'N' && row.year >= FIRST_WORLD_SERIES && ['AL', 'NL'].includes(row.lgId)) return 'Lost the World Series';
  if (row.lgWin === 'Y') return 'Won the pennant';
  return null;
}

export const nostalgiaTeam = (r: Row): NostalgiaTeam => ({
  teamId: r.teamId, year: Number(r.year), lgId: r.lgId, name: r.name, wins: Number(r.w ?? 0), losses: Number(r.l ?? 0), october: octoberOf({ ...r, year: Number(r.year) }),
});

const COLUMNS = sql`"teamID" AS "teamId", "yearID" AS year, "lgID" AS "lgId", name, "W" AS w, "L" AS l, "LgWin" AS "lgWin", "WSWin" AS "wsWin"`;

/** Team-seasons of the record by (teamId, year); missing ones are left out. */
export async function teamSeasons(database: Database, refs: ReadonlyArray<{ teamId: string; year: number }>): Promise<Map<string, NostalgiaTeam>> {
  if (!refs.length) return new Map();
  const pairs = sql.join(refs.map((r) => sql`(${r.teamId.toUpperCase()}, ${r.year})`), sql`, `);
  const rows = ((await database.db.execute(sql`SELECT ${COLUMNS} FROM lahman_teams WHERE (upper("teamID"), "yearID") IN (${pairs})`)) as unknown as { rows: Row[] }).rows;
  return new Map(rows.map((r) => [`${r.teamId.toUpperCase()}-${Number(r.year)}`, nostalgiaTeam(r)]));
}

export const teamKey = (t: { teamId: string; year: number }) => `${t.teamId.toUpperCase()}-${t.year}`;

/** Every World Series of the imported years, oldest first (one query). */
export async function worldSeriesYears(database: Database): Promise<WorldSeriesYear[]> {
  const rows = ((await database.db.execute(sql`
    SELECT ${COLUMNS} FROM lahman_teams
    WHERE "LgWin" = 'Y' AND "lgID" IN ('AL', 'NL') AND "yearID" >= ${FIRST_WORLD_SERIES}
    ORDER BY "yearID", "lgID"`)) as unknown as { rows: Row[] }).rows;
  const byYear = new Map<number, Row[]>();
  for (const r of rows) byYear.set(Number(r.year), [...(byYear.get(Number(r.year)) ?? []), r]);
  const out: WorldSeriesYear[] = [];
  for (const [year, pair] of byYear) {
    const al = pair.find((r) => r.lgId === 'AL');
    const nl = pair.find((r) => r.lgId === 'NL');
    const winners = pair.filter((r) => r.wsWin === 'Y');
    // Only a year whose two pennant winners met and one of them won (1904: neither flag set).
    if (pair.length !== 2 || !al || !nl || winners.length !== 1) continue;
    const winner = winners[0]!.teamId;
    out.push({ year, teams: [nostalgiaTeam(al), nostalgiaTeam(nl)], winner, seriesScore: realSeriesScore(year, winner) });
  }
  return out;
}

export async function worldSeriesOf(database: Database, year: number): Promise<WorldSeriesYear | null> {
  if (year < FIRST_WORLD_SERIES) return null;
  return (await worldSeriesYears(database)).find((w) => w.year === year) ?? null;
}
