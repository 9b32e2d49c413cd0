/** The teams of one real season as the replay's setup sees them: their real league, and whether the engine can field them. */
import { sql } from 'drizzle-orm';
import { CURRENT_SEASON_LABEL, SEASON_MESSAGES, type CurrentSeason, type SeasonTeamChoice } from '@bb/contract';
import type { Database } from '../db/database';
import { leagueName } from '../leagues';
import { playable } from '../leagues';
import { teamPool, type PoolTeam } from '../leagues';

export { leagueName };

export interface SeasonPoolTeam extends PoolTeam {
  playable: boolean;
}

/** Every team-season of `year`, each with whether the engine can field it (GameSetupError "too few players"). */
export async function seasonPool(database: Database, year: number): Promise<SeasonPoolTeam[]> {
  const pool = await teamPool(database, [year]);
  const out: SeasonPoolTeam[] = [];
  for (const team of pool) out.push({ ...team, playable: await playable(database, team) });
  return out;
}

export const choiceOf = (t: SeasonPoolTeam): SeasonTeamChoice => ({
  teamId: t.teamId, lgId: t.lgId, league: leagueName(t.lgId), name: t.name, wins: t.wins, losses: t.losses, games: t.games,
  playable: t.playable, reason: t.playable ? null : SEASON_MESSAGES.unplayable,
});

/** The newest season of the record: its replay uses that season's final rosters (the record's end-of-season teams). */
export async function currentSeason(database: Database): Promise<CurrentSeason | null> {
  const result = (await database.db.execute(sql`SELECT max("yearID")::int AS year FROM lahman_teams`)) as unknown as { rows: Array<{ year: number | null }> };
  const year = result.rows[0]?.year;
  if (year === null || year === undefined) return null;
  return { year: Number(year), label: CURRENT_SEASON_LABEL, rosters: rostersText(Number(year)) };
}

export const rostersText = (year: number) => `Final rosters of the ${year} season`;
