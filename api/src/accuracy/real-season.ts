/** The record's side of an accuracy report: a season's teams and each player's starts, plate appearances and outs. */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { leagueName } from '../seasons';
import type { RealPlayerStint, RealSeasonRecord, RealTeamRecord } from './figures';

const DIVISIONS: Record<string, string> = { E: 'East', W: 'West', C: 'Central' };

type Row = Record<string, string | number | null>;
const rowsOf = async (database: Database, query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
const n = (v: unknown) => Number(v ?? 0) || 0;
// Older seasons leave HBP, SF, SO and the like empty: the figures tell "not recorded" from zero.
const orNull = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));

/** Null when the record has no such season. */
export async function realSeason(database: Database, year: number): Promise<RealSeasonRecord | null> {
  const teamRows = await rowsOf(database, sql`
    SELECT t."teamID" AS team, t.name, t."lgID" AS lg, t."divID" AS div, t."G" AS g, t."W" AS w, t."L" AS l, t."R" AS r, t."RA" AS ra, t."CG" AS cg,
      t."SHO" AS sho, t."AB" AS ab, t."H" AS h, t."2B" AS d, t."3B" AS t3, t."HR" AS hr, t."BB" AS bb, t."SO" AS so, t."HBP" AS hbp, t."SF" AS sf,
      t."ER" AS er, t."IPouts" AS outs,
      (SELECT count(DISTINCT p."playerID") FROM lahman_pitching p WHERE p."yearID" = t."yearID" AND p."teamID" = t."teamID" AND p."GS" > 0)::int AS starters
    FROM lahman_teams t WHERE t."yearID" = ${year} ORDER BY t."lgID", t."teamID"`);
  if (!teamRows.length) return null;
  const teams: RealTeamRecord[] = teamRows.map((r) => ({
    teamId: String(r.team), name: String(r.name), league: leagueName(String(r.lg)), division: r.div ? (DIVISIONS[String(r.div)] ?? String(r.div)) : null,
    g: n(r.g), w: n(r.w), l: n(r.l), r: n(r.r), ra: n(r.ra), starters: n(r.starters),
    stats: {
      ab: orNull(r.ab), h: orNull(r.h), d: orNull(r.d), t: orNull(r.t3), hr: orNull(r.hr), bb: orNull(r.bb), so: orNull(r.so), hbp: orNull(r.hbp),
      sf: orNull(r.sf), er: orNull(r.er), outs: orNull(r.outs), cg: orNull(r.cg), sho: orNull(r.sho),
    },
  }));
  // Plate appearances as the record counts them: at bats, walks, hit by pitch, sacrifices.
  const playerRows = await rowsOf(database, sql`
    SELECT player, team, sum(gs)::int AS gs, sum(pa)::int AS pa, sum(outs)::int AS outs FROM (
      SELECT "playerID" AS player, "teamID" AS team, 0 AS gs,
        coalesce("AB", 0) + coalesce("BB", 0) + coalesce("HBP", 0) + coalesce("SH", 0) + coalesce("SF", 0) AS pa, 0 AS outs
      FROM lahman_batting WHERE "yearID" = ${year}
      UNION ALL
      SELECT "playerID", "teamID", coalesce("GS", 0), 0, coalesce("IPouts", 0) FROM lahman_pitching WHERE "yearID" = ${year}
    ) x GROUP BY player, team`);
  const players: RealPlayerStint[] = playerRows.map((r) => ({ playerId: String(r.player), teamId: String(r.team), gs: n(r.gs), pa: n(r.pa), outs: n(r.outs) }));
  return { year, teams, players };
}
