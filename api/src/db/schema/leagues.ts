import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';
import { games } from './games';

/**
 * Leagues (issue 17): the core every league mode shares. A league is its settings, its teams (team-seasons with a
 * manager each), its schedule of games (seed + result + compact stat lines; a user's game also points at its
 * play-screen game), season totals per player, and the postseason bracket. Everything derives from these rows, so a
 * restart loses nothing.
 */
export const leagues = pgTable(
  'leagues',
  {
    id: serial('id').primaryKey(),
    /** 'historical' | 'draft' | 'tournament' | 'season' (a season replay) | 'nostalgia' (a World Series or 'what if' series). */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    ownerUserId: integer('owner_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The create form's one-time id: a repeated submit answers the league it made. */
    requestId: text('request_id'),
    years: jsonb('years').$type<number[]>().notNull(),
    totalTeams: integer('total_teams').notNull(),
    gamesPerTeam: integer('games_per_team').notNull(),
    dh: text('dh').notNull(),
    usageLimit: integer('usage_limit').notNull(),
    isPrivate: boolean('is_private').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** 'scheduled' | 'regular' | 'postseason' | 'final'. */
    status: text('status').notNull(),
    seed: integer('seed').notNull(),
    /** Group names (sub-leagues) and the postseason format chosen at creation. */
    settings: jsonb('settings').notNull(),
    /** The engine's Bracket once the regular season ends. */
    bracket: jsonb('bracket'),
    champion: integer('champion'),
    /** Bumped by every batch of played games: two instances playing the same batch, one wins. */
    revision: integer('revision').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Tournaments: when claiming ends (the lock job's time); null for other kinds. */
    locksAt: timestamp('locks_at', { withTimezone: true }),
    /** Tournaments: teams claimed by users, kept beside the claims so the lobby's lists filter and sort on one row. */
    claimedTeams: integer('claimed_teams').notNull().default(0),
  },
  (t) => [
    // League and tournament names are unique across the site; a replay (season, nostalgia) is private to its owner,
    // so its name is unique per owner only (the replay season's unique-name check).
    uniqueIndex('leagues_name_unique').on(sql`lower(${t.name})`).where(sql`${t.kind} NOT IN ('season', 'nostalgia')`),
    uniqueIndex('leagues_owner_name_unique').on(t.ownerUserId, sql`lower(${t.name})`).where(sql`${t.kind} IN ('season', 'nostalgia')`),
    index('leagues_kind_locks').on(t.kind, t.locksAt),
    uniqueIndex('leagues_owner_request').on(t.ownerUserId, t.requestId),
    index('leagues_kind_status').on(t.kind, t.status),
  ],
);

export const leagueTeams = pgTable(
  'league_teams',
  {
    leagueId: integer('league_id').notNull().references(() => leagues.id, { onDelete: 'cascade' }),
    idx: integer('idx').notNull(),
    teamId: text('team_id').notNull(),
    year: integer('year').notNull(),
    lgId: text('lg_id').notNull(),
    groupIdx: integer('group_idx').notNull(),
    city: text('city').notNull(),
    nickname: text('nickname').notNull(),
    abbreviation: text('abbreviation').notNull(),
    managerName: text('manager_name').notNull(),
    /** Null for a computer manager. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'computer' | 'user' | 'invited'. */
    managerKind: text('manager_kind').notNull(),
    tendencies: jsonb('tendencies'),
    favourite: boolean('favourite').notNull().default(false),
    /** The manager's depth chart: active roster, lineup, rotation, closer, pitcher settings. */
    depth: jsonb('depth').notNull(),
    /** The engine's TeamUsage (rest, fatigue, playing time) after the last played game. */
    usage: jsonb('usage').notNull(),
    /** Draft leagues: the card ids on this team's roster (drafted, traded, added); null for a real team-season. */
    roster: jsonb('roster').$type<string[]>(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.idx] }), index('league_teams_user').on(t.userId)],
);

export const leagueGames = pgTable(
  'league_games',
  {
    leagueId: integer('league_id').notNull().references(() => leagues.id, { onDelete: 'cascade' }),
    /** The schedule id: the order games are played in. */
    num: integer('num').notNull(),
    day: integer('day').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** The schedule's time before a reschedule from the calendar; null while never moved. */
    originalStartsAt: timestamp('original_starts_at', { withTimezone: true }),
    home: integer('home').notNull(),
    away: integer('away').notNull(),
    /** 'regular' | 'tiebreak' | 'postseason'. */
    phase: text('phase').notNull(),
    /** Postseason: the bracket series id and the game number in it. */
    series: integer('series'),
    gameOfSeries: integer('game_of_series'),
    seed: integer('seed').notNull(),
    /** 'scheduled' | 'live' (a manager is playing it on the play screen) | 'final'. */
    status: text('status').notNull(),
    gameId: text('game_id').references(() => games.id, { onDelete: 'set null' }),
    homeRuns: integer('home_runs'),
    awayRuns: integer('away_runs'),
    /** The engine's packed GameLines: every player's line of this game, W/L/S. */
    lines: jsonb('lines'),
    /** True when the computer played a human manager's game (auto play or missed start). */
    auto: boolean('auto').notNull().default(false),
    /** The human managers were told their game is ready. */
    notified: boolean('notified').notNull().default(false),
    playedAt: timestamp('played_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.leagueId, t.num] }),
    index('league_games_due').on(t.status, t.startsAt),
    index('league_games_game').on(t.gameId),
  ],
);

/** Season totals per player (sums of the games' lines), so statistics and leaders read one small table. */
export const leaguePlayerStats = pgTable(
  'league_player_stats',
  {
    leagueId: integer('league_id').notNull().references(() => leagues.id, { onDelete: 'cascade' }),
    cardId: text('card_id').notNull(),
    team: integer('team').notNull(),
    name: text('name').notNull(),
    /** Postseason lines are kept apart from the regular season's. */
    phase: text('phase').notNull(),
    bat: jsonb('bat'),
    pitch: jsonb('pitch'),
  },
  // One row per team a player played for: a traded player's games count for each club as he played them.
  (t) => [primaryKey({ columns: [t.leagueId, t.phase, t.cardId, t.team] })],
);

export const leagueMembers = pgTable(
  'league_members',
  {
    leagueId: integer('league_id').notNull().references(() => leagues.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** 'owner' | 'manager' | 'invited'. */
    role: text('role').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.userId] }), index('league_members_user').on(t.userId)],
);

/**
 * Tournaments (issue 20): who claimed which team. The primary key makes one claim per user per tournament and the
 * unique team index one user per team, so two users racing for the last team cannot both win, on any instance.
 */
export const tournamentClaims = pgTable(
  'tournament_claims',
  {
    leagueId: integer('league_id').notNull().references(() => leagues.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    teamIdx: integer('team_idx').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.userId] }), uniqueIndex('tournament_claims_team').on(t.leagueId, t.teamIdx), index('tournament_claims_user').on(t.userId)],
);
