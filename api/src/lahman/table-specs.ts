/**
 * The nine Lahman tables we import: their CSV file, database table, key and
 * column types. Database columns keep the CSV names, so a stored row is the
 * same plain object the engine's card builder reads.
 */
export type ColumnType = 'text' | 'int' | 'float';

export interface TableSpec {
  file: string;
  table: string;
  /** Columns that identify a row; must be present and unique. */
  key: readonly string[];
  /** A table without a natural key gets this column filled with the row's position in the file. */
  rowNumberColumn?: string;
  columns: Readonly<Record<string, ColumnType>>;
  /** Secondary indexes, for the season reads (league leaders by year and league, team rosters). */
  indexes?: readonly (readonly string[])[];
}

/** Season lines are read by league-season and by team-season. */
const SEASON_INDEXES = [['yearID', 'lgID'], ['teamID', 'yearID']] as const;

const ints = (...names: string[]) => Object.fromEntries(names.map((n) => [n, 'int' as const]));
const texts = (...names: string[]) => Object.fromEntries(names.map((n) => [n, 'text' as const]));

export const LAHMAN_TABLES = [
  {
    file: 'People.csv',
    table: 'lahman_people',
    key: ['playerID'],
    columns: {
      playerID: 'text',
      ...ints('birthYear', 'birthMonth', 'birthDay'),
      ...texts('birthCountry', 'birthState', 'birthCity'),
      ...ints('deathYear', 'deathMonth', 'deathDay'),
      ...texts('deathCountry', 'deathState', 'deathCity', 'nameFirst', 'nameLast', 'nameGiven'),
      ...ints('weight', 'height'),
      ...texts('bats', 'throws', 'debut', 'finalGame', 'retroID', 'bbrefID'),
    },
  },
  {
    file: 'TeamsFranchises.csv',
    table: 'lahman_franchises',
    key: ['franchID'],
    columns: texts('franchID', 'franchName', 'active', 'NAassoc'),
  },
  {
    file: 'Teams.csv',
    table: 'lahman_teams',
    key: ['yearID', 'teamID'],
    columns: {
      yearID: 'int',
      ...texts('lgID', 'teamID', 'franchID', 'divID'),
      ...ints('Rank', 'G', 'Ghome', 'W', 'L'),
      ...texts('DivWin', 'WCWin', 'LgWin', 'WSWin'),
      ...ints('R', 'AB', 'H', '2B', '3B', 'HR', 'BB', 'SO', 'SB', 'CS', 'HBP', 'SF', 'RA', 'ER'),
      ERA: 'float',
      ...ints('CG', 'SHO', 'SV', 'IPouts', 'HA', 'HRA', 'BBA', 'SOA', 'E', 'DP'),
      FP: 'float',
      ...texts('name', 'park'),
      ...ints('attendance', 'BPF', 'PPF'),
      ...texts('teamIDBR', 'teamIDlahman45', 'teamIDretro'),
    },
  },
  {
    file: 'Batting.csv',
    table: 'lahman_batting',
    indexes: SEASON_INDEXES,
    key: ['playerID', 'yearID', 'stint'],
    columns: {
      playerID: 'text',
      ...ints('yearID', 'stint'),
      ...texts('teamID', 'lgID'),
      ...ints('G', 'AB', 'R', 'H', '2B', '3B', 'HR', 'RBI', 'SB', 'CS', 'BB', 'SO', 'IBB', 'HBP', 'SH', 'SF', 'GIDP'),
    },
  },
  {
    file: 'Pitching.csv',
    table: 'lahman_pitching',
    indexes: SEASON_INDEXES,
    key: ['playerID', 'yearID', 'stint'],
    columns: {
      playerID: 'text',
      ...ints('yearID', 'stint'),
      ...texts('teamID', 'lgID'),
      ...ints('W', 'L', 'G', 'GS', 'CG', 'SHO', 'SV', 'IPouts', 'H', 'ER', 'HR', 'BB', 'SO'),
      BAOpp: 'float',
      ERA: 'float',
      ...ints('IBB', 'WP', 'HBP', 'BK', 'BFP', 'GF', 'R', 'SH', 'SF', 'GIDP'),
    },
  },
  {
    file: 'Fielding.csv',
    table: 'lahman_fielding',
    indexes: SEASON_INDEXES,
    key: ['playerID', 'yearID', 'stint', 'POS'],
    columns: {
      playerID: 'text',
      ...ints('yearID', 'stint'),
      ...texts('teamID', 'lgID', 'POS'),
      ...ints('G', 'GS', 'InnOuts', 'PO', 'A', 'E', 'DP', 'PB', 'WP', 'SB', 'CS'),
      ZR: 'float',
    },
  },
  {
    file: 'Parks.csv',
    table: 'lahman_parks',
    key: ['park.key'],
    columns: texts('park.key', 'park.name', 'park.alias', 'city', 'state', 'country'),
  },
  {
    file: 'AllstarFull.csv',
    table: 'lahman_allstar',
    // Negro Leagues East-West games lack gameNum and gameID, so no column set is unique.
    key: ['row'],
    rowNumberColumn: 'row',
    columns: {
      row: 'int',
      playerID: 'text',
      ...ints('yearID', 'gameNum'),
      ...texts('gameID', 'teamID', 'lgID'),
      GP: 'int',
      // A list when a player started two games of one season at positions: "7;9".
      startingPos: 'text',
    },
  },
  {
    file: 'HomeGames.csv',
    table: 'lahman_home_games',
    key: ['year.key', 'team.key', 'park.key'],
    columns: {
      'year.key': 'int',
      ...texts('league.key', 'team.key', 'park.key', 'span.first', 'span.last'),
      ...ints('games', 'openings', 'attendance'),
    },
  },
] as const satisfies readonly TableSpec[];

export type LahmanTableName = (typeof LAHMAN_TABLES)[number]['table'];
