// Response shapes of the /stats-and-ratings reads (api/src/baseball). Every answer is `{ data: T }`.
import type { PlayerRow } from './player';

export interface PlayerSeasonSummary {
  year: number;
  teamId: string;
  lgId: string;
  isPitcher: boolean;
  games: number;
}

/** GET /api/players/{playerId}: the People row (Lahman names) and the seasons that have a card. */
export interface PlayerProfileResponse {
  player: Record<string, string | number | null> & { playerID: string; nameFirst: string | null; nameLast: string | null };
  seasons: PlayerSeasonSummary[];
  /** The season with the most games: the page's default year. */
  defaultYear: number | null;
}

/** GET /api/players/{playerId}/card?year=: the engine card and the player row (rates unformatted: use shared/format). */
export interface PlayerCardResponse {
  card: Record<string, unknown> & { cardId: string; playerID: string; yearID: number };
  row: PlayerRow & { cardId: string; playerId: string; year: number; [key: string]: unknown };
}

/** One season's totals over all stints, Lahman column names (`HR`, `2B`, `IPouts`, …). */
export type SeasonStatLine = Record<string, number | string | null> & { yearID: number; teams: string; lgID: string };

/** GET /api/players/{playerId}/statistics */
export interface PlayerStatisticsResponse {
  batting: SeasonStatLine[];
  pitching: SeasonStatLine[];
  career: { batting: Record<string, number>; pitching: Record<string, number> };
}

/** GET /api/players/{playerId}/teams */
export interface PlayerTeamsResponse {
  teams: Array<{ year: number; teamId: string; name: string; lgId: string; franchId: string }>;
}

export type ParkEffectLabel = 'Batter Friendly' | 'Pitcher Friendly' | 'Neutral';

/** GET /api/teams/{teamId}?year= */
export interface TeamSeasonResponse {
  team: Record<string, string | number | null> & { yearID: number; teamID: string; lgID: string; name: string; winPercentage: number | null };
  ballpark: {
    name: string | null;
    city: string | null;
    state: string | null;
    country: string | null;
    homeGames: number | null;
    effects: { battingFactor: number; pitchingFactor: number; label: ParkEffectLabel };
  };
  batters: PlayerCardResponse['row'][];
  pitchers: PlayerCardResponse['row'][];
  lineup: Array<{ order: number; playerId: string; name: string; position: string }>;
  startingPitcher: { playerId: string; name: string } | null;
}

/** GET /api/leagues/{lgId}/seasons/{year}/standings */
export interface StandingsResponse {
  lgId: string;
  year: number;
  standings: Array<{
    division: string | null;
    teams: Array<{ teamId: string; name: string; wins: number; losses: number; winPercentage: number | null; gamesBehind: number; runsScored: number; runsAllowed: number }>;
  }>;
}

/** GET /api/leagues/{lgId}/seasons/{year}/leaders?type=&sort=&limit= (sort: w, l, gs, saves, ip, era, whip, avg, obp, slg, ops, hr, rbi, sb, …) */
export interface LeadersResponse {
  type: 'batting' | 'pitching';
  sort: string;
  leaders: Array<{ rank: number; playerId: string; firstName: string | null; lastName: string | null; teams: string; value: number }>;
}

/** GET /api/years?era= */
export interface YearsResponse {
  eras: Array<{ name: string; from: number; to: number | null }>;
  years: Array<{ year: number; leagues: string[]; teams: number }>;
}

/** GET /api/franchises */
export interface FranchisesResponse {
  franchises: Array<{ franchId: string; name: string; active: boolean; naAssoc: string | null; firstYear: number | null; lastYear: number | null }>;
}
