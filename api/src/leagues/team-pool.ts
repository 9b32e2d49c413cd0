import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

/** A team-season of the record that a league may field. */
export interface PoolTeam {
  teamId: string;
  year: number;
  lgId: string;
  name: string;
  abbreviation: string;
  games: number;
  ipOuts: number;
  wins: number;
  losses: number;
  /** The record's division ('E', 'C', 'W'), null before divisions (1969). */
  divId: string | null;
}

type Row = {
  teamID: string; yearID: number; lgID: string; divID: string | null; name: string; teamIDBR: string | null; G: number | null; IPouts: number | null; W: number | null; L: number | null;
};

/** Every team-season of the given years, in a stable order (year, league, name). */
export async function teamPool(database: Database, years: readonly number[]): Promise<PoolTeam[]> {
  if (years.length === 0) return [];
  const list = sql.join(years.map((y) => sql`${y}`), sql`, `);
  const result = (await database.db.execute(
    sql`SELECT "teamID", "yearID", "lgID", "divID", name, "teamIDBR", "G", "IPouts", "W", "L" FROM lahman_teams WHERE "yearID" IN (${list}) ORDER BY "yearID", "lgID", name`,
  )) as unknown as { rows: Row[] };
  return result.rows.map((r) => ({
    teamId: r.teamID,
    year: Number(r.yearID),
    lgId: r.lgID,
    name: r.name,
    abbreviation: (r.teamIDBR ?? r.teamID).toUpperCase().slice(0, 4),
    games: Number(r.G ?? 0),
    ipOuts: Number(r.IPouts ?? 0),
    wins: Number(r.W ?? 0),
    losses: Number(r.L ?? 0),
    divId: r.divID || null,
  }));
}

// Nicknames of two words; every other team name is "<city> <nickname>" with a one-word nickname.
const TWO_WORD_NICKNAMES = /\s((Red|White|Blue|Black|Gray|Grey)\s(Sox|Stockings|Jays|Legs|Caps|Birds)|Bay\sStars|Elite\sGiants|American\sGiants|Stars\sof\sCuba|Cuban\sStars|Cuban\sGiants|Royal\sGiants|Lincoln\sGiants|Gray\sSox|Grays|Monarchs|Crawfords)$/;

/** Splits a record name ("New York Yankees", "Boston Red Sox") into city and nickname. */
export function cityAndNickname(name: string): { city: string; nickname: string } {
  const trimmed = name.trim();
  const two = TWO_WORD_NICKNAMES.exec(trimmed);
  if (two && two.index > 0 && two[0].trim().includes(' ')) {
    return { city: trimmed.slice(0, two.index).trim(), nickname: two[0].trim() };
  }
  const cut = trimmed.lastIndexOf(' ');
  if (cut <= 0) return { city: trimmed, nickname: trimmed };
  return { city: trimmed.slice(0, cut), nickname: trimmed.slice(cut + 1) };
}
