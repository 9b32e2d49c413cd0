/**
 * The tournament bracket (issue 20): brackets-manager kept in one JSON document on the league row (`leagues.bracket`),
 * so a series result, the next round and the champion are written in the same revision-guarded transaction as the
 * games (see ../../leagues/season-runner.ts). This file is the folder's public face; the rest is internal.
 */
import { TOURNAMENT_GAME_INTERVAL_MINUTES } from '@bb/contract';
import type { PostseasonRules } from '../../leagues';
import { championOf, recordGame } from './bracket';
import { findMatch, participantTeams, tablesOf, teamOf, winnerSide, type TournamentBracketDoc } from './model';
import { nextGames } from './next-games';
import { seriesRoundNames } from './view';

export { createBracket, recordGame, championOf, type BracketInput } from './bracket';
export { nextGames } from './next-games';
export { bracketView, seriesRoundNames } from './view';
export type { TournamentBracketDoc } from './model';

/** PostseasonRules for league kind 'tournament' (registered by the tournaments module). */
export const tournamentRules: PostseasonRules = {
  next: (bracket) => nextGames(bracket as TournamentBracketDoc),
  record: (bracket, series, winner) => recordGame(bracket as TournamentBracketDoc, series, winner),
  champion: (bracket) => championOf(bracket as TournamentBracketDoc),
  seriesNames: (bracket) => seriesRoundNames(bracket as TournamentBracketDoc),
  seriesWinner: (bracket, series) => {
    const data = tablesOf(bracket as TournamentBracketDoc);
    const match = findMatch(data, series);
    const side = match ? winnerSide(match) : null;
    if (!match || side === null) return null;
    return teamOf(participantTeams(data), side === 1 ? match.opponent1 : match.opponent2);
  },
  gameTime: (startsAt, day) => new Date(startsAt.getTime() + day * TOURNAMENT_GAME_INTERVAL_MINUTES * 60_000),
};
