import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, real, serial, text, timestamp, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { LAHMAN_TABLES, type ColumnType, type TableSpec } from '../../lahman/table-specs';

function column(name: string, type: ColumnType, inKey: boolean): PgColumnBuilderBase {
  const builder = type === 'int' ? integer(name) : type === 'float' ? doublePrecision(name) : text(name);
  return inKey ? builder.notNull() : builder;
}

function lahmanTable(spec: TableSpec) {
  const columns = Object.fromEntries(Object.entries(spec.columns).map(([name, type]) => [name, column(name, type, spec.key.includes(name))]));
  return pgTable(spec.table, columns, (t) => [
    primaryKey({ columns: spec.key.map((k) => t[k]!) as [never, ...never[]] }),
    ...(spec.indexes ?? []).map((cols) => index(`${spec.table}_${cols.join('_')}`).on(...(cols.map((c) => t[c]!) as [never, ...never[]]))),
  ]);
}

const built = LAHMAN_TABLES.map((spec) => lahmanTable(spec));
const [people, franchises, teams, batting, pitching, fielding, parks, allstar, homeGames] = built;

/** The Drizzle table of each Lahman table, in LAHMAN_TABLES order (the importer walks them). */
export const lahmanTableList = built;

export const lahmanPeople = people!;
export const lahmanFranchises = franchises!;
export const lahmanTeams = teams!;
export const lahmanBatting = batting!;
export const lahmanPitching = pitching!;
export const lahmanFielding = fielding!;
export const lahmanParks = parks!;
export const lahmanAllstar = allstar!;
export const lahmanHomeGames = homeGames!;

/** One engine card per player-season, built at import from that season's rows. */
export const playerCards = pgTable(
  'player_cards',
  {
    playerId: text('player_id').notNull(),
    year: integer('year').notNull(),
    teamId: text('team_id').notNull(),
    lgId: text('lg_id').notNull(),
    isPitcher: integer('is_pitcher').notNull(),
    card: jsonb('card').notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.year] }), index('player_cards_team_year').on(t.teamId, t.year)],
);

/** Players and teams of all history, flattened for the header search. */
export const searchEntries = pgTable(
  'search_entries',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    refId: text('ref_id').notNull(),
    displayName: text('display_name').notNull(),
    /** Lower-case, accent-free text the trigram index works on. */
    searchText: text('search_text').notNull(),
    year: integer('year').notNull(),
    teamId: text('team_id'),
    leagueType: text('league_type'),
    /** Tie-breaker: career games for players, seasons for teams. */
    weight: real('weight').notNull(),
  },
  (t) => [index('search_entries_category').on(t.category)],
);

/** One row per successful import: what was loaded, from which bytes. */
export const importRuns = pgTable('import_runs', {
  id: serial('id').primaryKey(),
  checksum: text('checksum').notNull(),
  rowCounts: jsonb('row_counts').notNull(),
  durationMs: integer('duration_ms').notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
});
