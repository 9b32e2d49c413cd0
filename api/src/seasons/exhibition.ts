/**
 * A season exhibition game: one game between two teams of the current season, the user managing the home side
 * against the computer. It is a one-off game that counts for nothing, so it takes the 'exhibition' mode: its policy
 * (games/mode-policy.ts) lets the player undo, reset and replay as in any exhibition; 'season' is the counted,
 * league-like policy for a replay's games. The play screen is the one every exhibition uses.
 */
import { SEASON_MESSAGES, type SeasonExhibitionRequest } from '@bb/contract';
import type { Database } from '../db/database';
import { createServerGame } from '../games';
import { GameSetupError } from '../games';
import { LeagueError } from '../leagues';
import { currentSeason } from './season-teams';
import { teamPool } from '../leagues';

export async function createSeasonExhibition(database: Database, userId: number, body: SeasonExhibitionRequest): Promise<{ gameId: string; year: number }> {
  const current = await currentSeason(database);
  if (!current) throw new LeagueError(SEASON_MESSAGES.noSeason, 400);
  const pool = await teamPool(database, [current.year]);
  const find = (id: string) => pool.find((t) => t.teamId.toUpperCase() === id.toUpperCase());
  const home = find(body.home);
  const away = find(body.away);
  const errors: Record<string, string> = {};
  if (!away) errors.away = SEASON_MESSAGES.notCurrent;
  if (!home) errors.home = SEASON_MESSAGES.notCurrent;
  if (home && away && home.teamId === away.teamId) errors.home = SEASON_MESSAGES.sameTeam;
  const first = Object.values(errors)[0];
  if (first) throw new LeagueError(first, 400, errors);
  try {
    const record = await createServerGame(database, {
      home: { teamId: home!.teamId, year: current.year }, away: { teamId: away!.teamId, year: current.year }, userSide: 'home', mode: 'exhibition', ownerUserId: userId,
    });
    return { gameId: record.id, year: current.year };
  } catch (error) {
    if (error instanceof GameSetupError) throw new LeagueError(error.message, 400);
    throw error;
  }
}
