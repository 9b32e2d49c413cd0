import type { Static } from 'typebox';
import type { CreateSeasonBody, SeasonExhibitionBody } from './schemas/seasons';
import type { LeagueSummary } from './leagues-api';

/**
 * Season replay (issue 21): a real season with every team of that year, grouped by its real league, one of them
 * the user's. A replay is a league of kind 'season': its schedule, standings, leaders, scores, bracket, play and
 * sims are the league routes (`/api/leagues/{id}/…`). Only what is new lives under `/api/seasons`.
 *
 * | method and path                                   | who          | answer                         |
 * |---------------------------------------------------|--------------|--------------------------------|
 * | GET  /seasons                                     | subscriber   | SeasonList (the user's replays) |
 * | GET  /seasons/current                             | subscriber   | CurrentSeason                  |
 * | GET  /seasons/years/{year}/teams                  | subscriber   | SeasonTeams                    |
 * | GET  /seasons/unique-name?name=                   | subscriber   | { available }                  |
 * | POST /seasons                                     | subscriber   | 201 SeasonCreated              |
 * | GET  /seasons/{leagueId}/setup                    | owner        | SeasonSetup                    |
 * | POST /seasons/{leagueId}/schedule/{scheduleId}/clear | owner     | SeasonClearAnswer              |
 * | POST /seasons/exhibition { away, home }           | subscriber   | 201 { gameId }                 |
 */
export const SEASON_FIRST_YEAR = 1871;
/** The leaderboard label map's name for the current season (key Season2025). */
export const CURRENT_SEASON_LABEL = '2025 SEASON';

export const SEASON_MESSAGES = {
  nameRequired: 'You need to enter a name for your season',
  nameTaken: 'You already have a season with this name',
  noSeason: 'There is no season of that year in the record',
  teamRequired: 'Please select your team',
  noTeam: 'That team did not play in that season',
  unplayable: 'This team has too few players on record to play a season',
  notYourSeason: 'Only the owner of this season can do this.',
  notReplay: 'This is not a season replay.',
  cannotClear: 'This game cannot be cleared: one of its teams has played since.',
  notCleared: 'Only a game that has started or ended can be cleared.',
  notCurrent: 'Both teams must come from the current season',
  sameTeam: 'Please choose two different teams',
} as const;

export interface SeasonTeamChoice {
  teamId: string;
  lgId: string;
  /** The league's name ('American Association', 'Negro National League'), or its id. */
  league: string;
  name: string;
  wins: number;
  losses: number;
  games: number;
  /** False when the engine cannot field the team (too few players on record); `reason` says why. */
  playable: boolean;
  reason: string | null;
}

export interface SeasonTeams {
  year: number;
  teams: SeasonTeamChoice[];
}

export interface CurrentSeason {
  year: number;
  label: string;
  /** Which rosters the replay uses, e.g. 'Final rosters of the 2025 season'. */
  rosters: string;
}

export interface SeasonSummary extends LeagueSummary {
  /** The user's team, as "City Nickname". */
  teamName: string | null;
  nextGame: { scheduleId: number; startsAt: string; opponent: string; home: boolean } | null;
}

export type SeasonList = { seasons: SeasonSummary[] };

/** A group of the replay: one real league of the year and the length of its schedule. */
export interface SeasonGroupSetup {
  name: string;
  lgId: string;
  teams: number;
  gamesPerTeam: number;
}

export interface SeasonSetup {
  year: number;
  rosters: string;
  groups: SeasonGroupSetup[];
  /** Teams of the year left out, with the reason. */
  leftOut: Array<{ teamId: string; name: string; reason: string }>;
  postseason: string;
  /** Games per team against the other league, within each group's gamesPerTeam (absent: none, as before 1997). */
  interleague?: number;
}

export interface SeasonCreated {
  leagueId: number;
  setup: SeasonSetup;
}

export interface SeasonClearAnswer {
  scheduleId: number;
  status: 'scheduled';
}

export type CreateSeasonRequest = Static<typeof CreateSeasonBody>;
export type SeasonExhibitionRequest = Static<typeof SeasonExhibitionBody>;
