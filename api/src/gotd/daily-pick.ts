import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { gotdDays } from '../db/schema/index';
import { pickSecret } from './server-secret';

export interface TeamSeasonRef {
  teamId: string;
  year: number;
}

export interface DailyMatchup {
  gameDay: string;
  home: TeamSeasonRef;
  away: TeamSeasonRef;
  userSide: 'home' | 'away';
  /** The day's stored seed (kept for old rows); players' games roll their own dice, see `playerSeed`. */
  seed: number;
}

export class NoTeamSeasonsError extends Error {
  readonly statusCode = 503;
  constructor() {
    super('Data not available');
  }
}

/** Team-seasons with enough cards to field a side (a lineup, a rotation and a bench). */
async function candidateTeamSeasons(db: Db): Promise<TeamSeasonRef[]> {
  const result = (await db.execute(sql`
    SELECT team_id AS "teamId", year
    FROM player_cards
    GROUP BY team_id, year
    HAVING count(*) FILTER (WHERE is_pitcher = 0) >= 12 AND count(*) FILTER (WHERE is_pitcher = 1) >= 5
    ORDER BY year, team_id`)) as unknown as { rows: Array<{ teamId: string; year: number }> };
  return result.rows.map((r) => ({ teamId: r.teamId, year: Number(r.year) }));
}

/** Deterministic from (secret, day): an HMAC stream gives the two team-seasons, the side and the seed. */
export function pickFromCandidates(secret: string, gameDay: string, candidates: readonly TeamSeasonRef[]): DailyMatchup {
  if (candidates.length < 2) throw new NoTeamSeasonsError();
  const digest = createHmac('sha256', secret).update(`gotd:${gameDay}`).digest();
  const n = candidates.length;
  const first = digest.readUInt32BE(0) % n;
  // The second pick skips the first so a team-season never meets itself.
  const second = (first + 1 + (digest.readUInt32BE(4) % (n - 1))) % n;
  return {
    gameDay,
    home: candidates[first]!,
    away: candidates[second]!,
    userSide: digest[8]! % 2 === 0 ? 'away' : 'home',
    seed: digest.readUInt32BE(12) & 0x7fffffff,
  };
}

function fromRow(row: typeof gotdDays.$inferSelect): DailyMatchup {
  return {
    gameDay: row.gameDay,
    home: { teamId: row.homeTeamId, year: row.homeYear },
    away: { teamId: row.awayTeamId, year: row.awayYear },
    userSide: row.userSide === 1 ? 'home' : 'away',
    seed: Number(row.seed),
  };
}

/**
 * The matchup of a game day. Callers only ever ask for today or a past day (the routes refuse future
 * days), so a future pick is never computed for, let alone sent to, a browser. The first call of the day
 * freezes the pick; concurrent first calls agree through the primary key.
 */
export async function dailyMatchup(db: Db, gameDay: string): Promise<DailyMatchup> {
  const [frozen] = await db.select().from(gotdDays).where(eq(gotdDays.gameDay, gameDay));
  if (frozen) return fromRow(frozen);
  const pick = pickFromCandidates(await pickSecret(db), gameDay, await candidateTeamSeasons(db));
  await db
    .insert(gotdDays)
    .values({
      gameDay,
      homeTeamId: pick.home.teamId,
      homeYear: pick.home.year,
      awayTeamId: pick.away.teamId,
      awayYear: pick.away.year,
      userSide: pick.userSide === 'home' ? 1 : 0,
      seed: String(pick.seed),
    })
    .onConflictDoNothing();
  const [row] = await db.select().from(gotdDays).where(eq(gotdDays.gameDay, gameDay));
  return fromRow(row!);
}

/** Engine seed of one player's daily game: HMAC of the server secret, the day and the user id, never sent to a browser. */
export function seedFor(secret: string, gameDay: string, userId: number): number {
  return createHmac('sha256', secret).update(`gotd-dice:${gameDay}:${userId}`).digest().readUInt32BE(0) % 2_147_483_646 + 1;
}

export async function playerSeed(db: Db, gameDay: string, userId: number): Promise<number> {
  return seedFor(await pickSecret(db), gameDay, userId);
}
