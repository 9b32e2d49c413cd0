import type { Static } from 'typebox';
import type { CustomTeamSpecSchema, PlayAllStarBody } from './schemas/all-star';
import type { GameStatus } from './gameplay-api';

/**
 * All-Star games (issue 21 item 3): every All-Star Game in the record (AllstarFull, 1933 on, the two-game years
 * 1959-1962, the Negro Leagues' East-West and North-South games) with its real rosters and starters, and custom
 * all-star teams (the best players of an era or a franchise). An all-star game is a `games` row of mode 'all-star':
 * once created, the usual `/api/games/{id}` routes drive setup and play. All under `/api`.
 *
 * | method and path                      | who        | answer                                   |
 * |--------------------------------------|------------|------------------------------------------|
 * | GET  /all-star/games                 | anyone     | { games: AllStarCatalogGame[] }          |
 * | GET  /all-star/games/{key}           | anyone     | AllStarGameDetail (404 unknown key)      |
 * | GET  /all-star/franchises            | anyone     | { franchises, years: { first, last } }   |
 * | POST /all-star/custom-team           | anyone     | AllStarTeamDetail (a custom team preview)|
 * | POST /all-star/play                  | subscriber | 201 { gameId }                           |
 * | GET  /all-star/my-games              | user       | { games: AllStarMyGame[] }               |
 *
 * Keys: '1934-0' (the year's game; 1 and 2 in 1959-1962), '1934-EW' (East-West), '1937-NS' (North-South),
 * '1943-NN' (the Negro National League's North-South game).
 */

export type AllStarSeries = 'AL-NL' | 'EW' | 'NS' | 'NN';

export interface AllStarSideSummary {
  teamId: string;
  lgId: string;
  /** '1934 American League All-Stars'. */
  name: string;
  /** Players on record (some may lack a card: see AllStarTeamDetail.missing). */
  players: number;
}

export interface AllStarCatalogGame {
  key: string;
  year: number;
  series: AllStarSeries;
  gameNum: number | null;
  /** '1934 All-Star Game', '1960 All-Star Game 2', '1934 East-West Game'. */
  label: string;
  /** 'YYYY-MM-DD' from the gameID; null for the Negro Leagues' games. */
  date: string | null;
  homeLeague: string;
  away: AllStarSideSummary;
  home: AllStarSideSummary;
  dh: boolean;
}

export interface AllStarPlayer {
  cardId: string;
  playerId: string;
  name: string;
  /** His club that season. */
  teamId: string;
  primaryPosition: string;
  /** His real starting position in this game (P = starting pitcher), or null. */
  starter: string | null;
  /** The draft's 0-100 rating of his card. */
  rating: number;
  year: number;
}

export interface AllStarTeamDetail {
  teamId: string;
  name: string;
  players: AllStarPlayer[];
  /** Players on record without a card (a club missing from the data): left out. */
  missing: number;
}

export interface AllStarGameDetail {
  game: AllStarCatalogGame;
  away: AllStarTeamDetail;
  home: AllStarTeamDetail;
}

export interface AllStarFranchise {
  franchId: string;
  name: string;
  firstYear: number;
  lastYear: number;
}

export interface AllStarMyGame {
  gameId: string;
  status: GameStatus;
  away: { teamId: string; name: string };
  home: { teamId: string; name: string };
  userSide: 'home' | 'away' | 'none';
  score: { away: number; home: number } | null;
  updatedAt: string;
}

export type CustomTeamSpec = Static<typeof CustomTeamSpecSchema>;
export type PlayAllStarRequest = Static<typeof PlayAllStarBody>;

/** The longest era a custom team may span. */
export const ALL_STAR_MAX_ERA_YEARS = 20;
