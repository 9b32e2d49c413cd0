/**
 * A team-season's players' real usage with that team, summed over their stints with it, and when in the season they
 * were with it (the engine's stint windows, from every stint the player had that year in the record's order).
 */
import { sql } from 'drizzle-orm';
import { startOutsOf, stintWindows, type PlayerCard, type RecordedStint, type StintWindow } from '@bb/engine';
import type { Database } from '../db/database';

export interface TeamUsageOnRecord {
  teamPa: number;
  teamGs: number;
  teamReliefOuts: number;
  teamOuts: number;
  stints: StintWindow[];
}

interface StintRow {
  playerID: string;
  stint: number;
  teamID: string;
  G: number | null;
  AB?: number | null;
  BB?: number | null;
  HBP?: number | null;
  SH?: number | null;
  SF?: number | null;
  GS?: number | null;
  IPouts?: number | null;
}

const n = (x: unknown) => Number(x ?? 0) || 0;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Outs in relief on one pitching line: its outs less what its starts took. Starts are credited with everything but a
 * relief appearance's usual length (the card's, which `startOutsOf` already split with the league's cap on a start's
 * length) per relief game, and at least an inning each.
 */
export function reliefOutsOf(line: { G: number; GS: number; IPouts: number }, reliefLength: number): number {
  return line.IPouts - startOutsOf(line, reliefLength);
}

/** Each card's usage with `teamId` in `year`, keyed by player id. */
export async function usageOnRecord(database: Database, teamId: string, year: number, cards: PlayerCard[]): Promise<Map<string, TeamUsageOnRecord>> {
  const out = new Map<string, TeamUsageOnRecord>();
  if (cards.length === 0) return out;
  const ids = sql.join(cards.map((c) => sql`${c.playerID}`), sql`, `);
  const [batting, pitching, teams] = await Promise.all([
    database.db.execute(sql`SELECT "playerID", stint, "teamID", "G", "AB", "BB", "HBP", "SH", "SF" FROM lahman_batting WHERE "yearID" = ${year} AND "playerID" IN (${ids})`),
    database.db.execute(sql`SELECT "playerID", stint, "teamID", "G", "GS", "IPouts" FROM lahman_pitching WHERE "yearID" = ${year} AND "playerID" IN (${ids})`),
    database.db.execute(sql`SELECT "teamID", "G" FROM lahman_teams WHERE "yearID" = ${year}`),
  ]);
  const teamGames = new Map(rowsOf<{ teamID: string; G: number | null }>(teams).map((t) => [t.teamID, n(t.G)]));
  // A player's stints by number: a stint's games are the larger of his batting and pitching games in it.
  const stintsOf = new Map<string, Map<number, RecordedStint>>();
  const note = (r: StintRow) => {
    const mine = stintsOf.get(r.playerID) ?? new Map<number, RecordedStint>();
    stintsOf.set(r.playerID, mine);
    const s = mine.get(n(r.stint));
    const games = n(r.G);
    if (s) s.games = Math.max(s.games, games);
    else mine.set(n(r.stint), { team: r.teamID, games, teamGames: teamGames.get(r.teamID) ?? 0 });
  };
  const here = (id: string) => {
    let u = out.get(id);
    if (!u) out.set(id, (u = { teamPa: 0, teamGs: 0, teamReliefOuts: 0, teamOuts: 0, stints: [] }));
    return u;
  };
  const reliefLength = new Map(cards.map((c) => [c.playerID, Math.max(1, (c.pitching?.ratings.reliever ?? 1) * 3)]));
  for (const r of rowsOf<StintRow>(batting)) {
    note(r);
    // Plate appearances as the engine counts them (sacrifices included), so the limit caps what the replay adds up.
    if (r.teamID === teamId) here(r.playerID).teamPa += n(r.AB) + n(r.BB) + n(r.HBP) + n(r.SH) + n(r.SF);
  }
  for (const r of rowsOf<StintRow>(pitching)) {
    note(r);
    if (r.teamID !== teamId) continue;
    const u = here(r.playerID);
    const line = { G: n(r.G), GS: n(r.GS), IPouts: n(r.IPouts) };
    u.teamGs += line.GS;
    u.teamOuts += line.IPouts;
    u.teamReliefOuts += reliefOutsOf(line, reliefLength.get(r.playerID) ?? 3);
  }
  for (const [id, byNumber] of stintsOf) {
    const u = out.get(id);
    if (!u) continue;
    const ordered = [...byNumber.entries()].sort((a, b) => a[0] - b[0]).map(([, s]) => s);
    const windows = stintWindows(ordered);
    u.stints = windows.filter((_w, i) => ordered[i]?.team === teamId);
  }
  return out;
}
