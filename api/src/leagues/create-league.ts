/**
 * Creating a league of any mode: the steps every mode's create shares (a repeated request, the name's uniqueness by
 * the mode's row, the one insert transaction, the race for a name), and helpers the modes build their rows with.
 * Each mode's own checks and rows stay in its create file (historical: ./create-historical.ts).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { makeSeasonSchedule, ScheduleError, type ScheduleRequest } from '@bb/engine';
import { LEAGUE_KINDS, LEAGUE_MODES, type LeagueKind } from '@bb/contract';
import type { Database, Db } from '../db/database';
import { leagueGames, leagueMembers, leagues } from '../db/schema/leagues';
import type { FieldErrors } from '../http/field-errors';
import { LeagueError } from './league-error';
import type { PoolTeam } from './team-pool';
import { GameSetupError, loadTeamSeason } from '../games';

const DAY_MS = 86_400_000;

/** Seed of one scheduled game: a function of the league's seed and the game's number, so replays agree. */
export function gameSeed(leagueSeed: number, num: number): number {
  return ((leagueSeed * 48_271 + num * 7_919) % 2_147_483_646) + 1;
}

export interface Creator {
  id: number;
  username: string;
}

export async function existingByRequest(db: Db, ownerId: number, requestId: string | undefined): Promise<number | null> {
  if (!requestId) return null;
  const [row] = await db.select({ id: leagues.id }).from(leagues).where(and(eq(leagues.ownerUserId, ownerId), eq(leagues.requestId, requestId)));
  return row?.id ?? null;
}

// Constants of the table, written into the statement so PostgreSQL matches the unique indexes' own predicates.
const OWNER_NAMED = sql.raw(LEAGUE_KINDS.filter((kind) => LEAGUE_MODES[kind].names === 'owner').map((kind) => `'${kind}'`).join(', '));

/**
 * The leagues a new league of `kind` must not share a name with: every league named site-wide (leagues,
 * tournaments), or the owner's own leagues of the modes named per owner (replays).
 */
export function sameNameScope(kind: LeagueKind, ownerId: number): SQL {
  return LEAGUE_MODES[kind].names === 'owner'
    ? sql`${leagues.ownerUserId} = ${ownerId} AND ${leagues.kind} IN (${OWNER_NAMED})`
    : sql`${leagues.kind} NOT IN (${OWNER_NAMED})`;
}

/** The unique index that settles a race for the name (migration 0021). */
const uniqueNameIndex = (kind: LeagueKind) => (LEAGUE_MODES[kind].names === 'owner' ? 'leagues_owner_name_unique' : 'leagues_name_unique');

/** Whether `name` is taken for a new league of `kind` by `ownerId`, whatever its case. */
export async function nameTaken(db: Db, kind: LeagueKind, ownerId: number, name: string): Promise<boolean> {
  const rows = await db
    .select({ id: leagues.id })
    .from(leagues)
    .where(sql`lower(${leagues.name}) = lower(${name.trim()}) AND ${sameNameScope(kind, ownerId)}`)
    .limit(1);
  return rows.length > 0;
}

/** The form's name, trimmed, with the mode's message when it is missing or taken. */
export async function checkName(
  db: Db,
  errors: FieldErrors,
  kind: LeagueKind,
  ownerId: number,
  raw: string,
  messages: { nameRequired: string; nameTaken: string },
): Promise<string> {
  const name = raw.trim();
  if (!name) errors.add('name', messages.nameRequired);
  else if (await nameTaken(db, kind, ownerId, name)) errors.add('name', messages.nameTaken);
  return name;
}

/** Whether a failed insert broke the unique index `index` (the driver names it in the message or the constraint). */
export function brokeIndex(error: unknown, index: string): boolean {
  const e = error as { message?: string; constraint?: string };
  return `${String(e.message)} ${String(e.constraint ?? '')}`.includes(index);
}

/** The league row's columns a mode sets: kind, owner and request id are `createLeague`'s. */
export type LeagueColumns = Omit<typeof leagues.$inferInsert, 'id' | 'kind' | 'ownerUserId' | 'requestId'>;

/** What a mode adds to `createLeague`: its checks, its league row and its own rows. */
export interface LeagueBuild<Plan> {
  /** The mode's checks (the name with `checkName`), ending in what it will write; throws the mode's 400 refusal. */
  check(): Promise<Plan>;
  /** The league row; asked again after a lost race when the server names the league. */
  league(plan: Plan): LeagueColumns | Promise<LeagueColumns>;
  /** The mode's own rows (teams, members, games, its draft…), in the league's transaction. */
  rows(tx: Db, leagueId: number, plan: Plan): Promise<void>;
  /** A lost race for the name: the mode's 409, or 'next-name' when the server names the league (take the next free one). */
  nameTaken: (() => Error) | 'next-name';
}

export type MadeLeague<Plan> = { leagueId: number; created: true; plan: Plan } | { leagueId: number; created: false; plan: null };

/** The usual answer to a lost race for a name the user chose: 409 on the name field. */
export const nameTakenError = (message: string) => () => new LeagueError(message, 409, { name: message });

const NAME_ATTEMPTS = 3;

/**
 * Creates a league of `kind` through the mode's `build`, or answers the league a repeated request (same `requestId`:
 * a double click, a retry) made. Every mode's create goes through here.
 */
export async function createLeague<Plan>(
  database: Database,
  owner: Creator,
  kind: LeagueKind,
  body: { requestId?: string | undefined },
  build: LeagueBuild<Plan>,
): Promise<MadeLeague<Plan>> {
  const db = database.db;
  const earlier = async (): Promise<MadeLeague<Plan> | null> => {
    const leagueId = await existingByRequest(db, owner.id, body.requestId);
    return leagueId === null ? null : { leagueId, created: false, plan: null };
  };
  const repeated = await earlier();
  if (repeated) return repeated;
  let plan: Plan;
  try {
    plan = await build.check();
  } catch (error) {
    // A twin of this request may have created the league while this one was checking: answer that one.
    const twin = await earlier();
    if (twin) return twin;
    throw error;
  }
  for (let attempt = 0; attempt < NAME_ATTEMPTS; attempt += 1) {
    const columns = await build.league(plan);
    try {
      const leagueId = await db.transaction(async (tx) => {
        const [league] = await tx.insert(leagues).values({ ...columns, kind, ownerUserId: owner.id, requestId: body.requestId ?? null }).returning({ id: leagues.id });
        await build.rows(tx, league!.id, plan);
        return league!.id;
      });
      return { leagueId, created: true, plan };
    } catch (error) {
      // The twin won the race; else a lost race for the name is the mode's 409 (or its next name); else the error as it is.
      const twin = await earlier();
      if (twin) return twin;
      if (!brokeIndex(error, uniqueNameIndex(kind))) throw error;
      if (build.nameTaken !== 'next-name') throw build.nameTaken();
    }
  }
  throw new LeagueError('Please try again', 409);
}

/** The league's members: the owner, and the users he seated as managers. */
export async function insertMembers(tx: Db, leagueId: number, owner: Creator, managers: readonly Creator[] = []): Promise<void> {
  await tx.insert(leagueMembers).values([owner, ...managers].map((u, i) => ({ leagueId, userId: u.id, role: i === 0 ? 'owner' : 'manager' })));
}

/** A drawn schedule's games, in statements of a size every driver takes. */
export async function insertGames(tx: Db, rows: Array<typeof leagueGames.$inferInsert>): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await tx.insert(leagueGames).values(rows.slice(i, i + 500));
}

/** A team-season the engine can field: some of the record's early and Negro League teams have too few players on it. */
export async function playable(database: Database, team: PoolTeam): Promise<boolean> {
  try {
    await loadTeamSeason(database, team.teamId, team.year);
    return true;
  } catch (error) {
    if (error instanceof GameSetupError) return false;
    throw error;
  }
}

/** Abbreviations stay unique when one franchise comes twice (NYA 1927 and 1998 → NYA27, NYA98). */
export function abbreviations(teams: PoolTeam[]): string[] {
  const count = new Map<string, number>();
  for (const t of teams) count.set(t.abbreviation, (count.get(t.abbreviation) ?? 0) + 1);
  return teams.map((t) => ((count.get(t.abbreviation) ?? 0) > 1 ? `${t.abbreviation}${String(t.year).slice(2)}` : t.abbreviation));
}

/**
 * The regular season's games (day d starts at `begins` + d days), or a LeagueError when no schedule of that length
 * fits the groups (one length for all, or one per team: season replays; `interleague` games a team between two groups).
 * Returns the rows for a league id, so the draw can be checked before the league is written.
 */
export function drawSchedule(
  groups: number[][],
  gamesPerTeam: number | number[],
  seed: number,
  begins: Date,
  interleague = 0,
  divisions: ScheduleRequest['divisions'] | null = null,
): (leagueId: number) => Array<typeof leagueGames.$inferInsert> {
  let schedule;
  try {
    schedule = makeSeasonSchedule({ groups, gamesPerTeam, seed, interleague, ...(divisions ? { divisions } : {}) });
  } catch (error) {
    if (error instanceof ScheduleError) throw new LeagueError(`No schedule of ${Array.isArray(gamesPerTeam) ? 'these lengths' : `${gamesPerTeam} games`} fits these teams: ${error.message}`, 400, { gamesPerTeam: error.message });
    throw error;
  }
  schedule.sort((a, b) => a.day - b.day || a.series - b.series);
  return (leagueId) =>
    schedule.map((g, num) => ({
      leagueId, num, day: g.day, startsAt: new Date(begins.getTime() + g.day * DAY_MS), home: g.home, away: g.away,
      phase: 'regular', seed: gameSeed(seed, num), status: 'scheduled',
    }));
}
