/**
 * Creating an all-star game: a `games` row of mode 'all-star' whose sides are all-star team ids. A real game starts
 * each side's real starters (./real-teams.ts `realLineup`) and uses the DH as the record shows it; a custom game
 * leaves the lineups to the setup (the computer's default) and the DH to the home side's league ('auto').
 */
import type { CustomTeamSpec, PlayAllStarRequest } from '@bb/contract';
import type { Database } from '../db/database';
import { createServerGame } from '../games';
import { GameSetupError } from '../games';
import type { SideSetup } from '../games';
import { checkSpec, loadCustomTeam } from './custom-teams';
import { NOT_FOUND, loadRealSide, realGame, realLineup } from './real-teams';
import { customTeamId, parseGameKey } from './team-ids';

export interface PlayResult {
  gameId: string;
  /** Players on record left out for want of a card, per side. */
  missing: { away: number; home: number };
}

/** The DH when no starter is on record: from 1989 in AL parks, in every game from 2010. */
function dhByEra(year: number, homeLeague: string): boolean {
  return year >= 2010 || (year >= 1989 && homeLeague === 'AL');
}

export async function playAllStar(database: Database, ownerUserId: number, body: PlayAllStarRequest): Promise<PlayResult> {
  const seed = body.seed !== undefined ? { seed: body.seed } : {};
  if ('game' in body) {
    const key = parseGameKey(body.game);
    if (!key) throw new GameSetupError(NOT_FOUND, 404);
    const { game } = await realGame(database, key);
    const away = await loadRealSide(database, key, game.away.lgId);
    const home = await loadRealSide(database, key, game.home.lgId);
    const onRecord = away.starters.size > 0 || home.starters.size > 0;
    const dh = onRecord ? game.dh : dhByEra(game.year, game.homeLeague);
    const sides: { home?: SideSetup; away?: SideSetup } = {};
    const awayLineup = realLineup(away, dh);
    const homeLineup = realLineup(home, dh);
    if (awayLineup) sides.away = awayLineup;
    if (homeLineup) sides.home = homeLineup;
    const record = await createServerGame(database, {
      away: { teamId: away.team.teamId, year: away.team.year },
      home: { teamId: home.team.teamId, year: home.team.year },
      userSide: body.userSide,
      mode: 'all-star',
      ownerUserId,
      options: { dh },
      dayNight: game.year < 1967 ? 'day' : 'night',
      sides,
      ...seed,
    });
    return { gameId: record.id, missing: { away: away.missing.length, home: home.missing.length } };
  }
  const team = async (spec: CustomTeamSpec) => {
    await checkSpec(database, spec);
    return loadCustomTeam(database, customTeamId(spec));
  };
  const away = await team(body.custom.away);
  const home = await team(body.custom.home);
  if (away.teamId === home.teamId) throw new GameSetupError('Please choose two different teams');
  const record = await createServerGame(database, {
    away: { teamId: away.teamId, year: away.year },
    home: { teamId: home.teamId, year: home.year },
    userSide: body.userSide,
    mode: 'all-star',
    ownerUserId,
    ...seed,
  });
  return { gameId: record.id, missing: { away: 0, home: 0 } };
}
