/** Reading a league and what playing its games needs: team-season rosters, league contexts, depth charts, usage. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { LeagueContext, SeasonTeam, TeamUsage } from '@bb/engine';
import { emptyUsage, recordCoverage } from '@bb/engine';
import type { Database, Db } from '../db/database';
import { leagueGames, leagueMembers, leagues, leagueTeams } from '../db/schema/leagues';
import { leagueContext } from '../games';
import { engineRoster, loadTeamSeason, type TeamSeasonRoster } from '../games';
import { activeRoster, resolveDepth, type ResolvedDepth, type StoredDepth } from './depth-chart';
import type { LeagueSettings } from './league-format';
import { LeagueError } from './league-error';
import { LEAGUE_MESSAGES, leagueMode } from '@bb/contract';
import { teamPool } from './team-pool';

export type LeagueRow = typeof leagues.$inferSelect & { settings: LeagueSettings };
export type TeamRow = typeof leagueTeams.$inferSelect & { depth: StoredDepth; usage: Partial<TeamUsage> };
export type GameRow = typeof leagueGames.$inferSelect;

export async function readLeague(db: Db, leagueId: number): Promise<LeagueRow | null> {
  const [row] = await db.select().from(leagues).where(eq(leagues.id, leagueId));
  return (row as LeagueRow | undefined) ?? null;
}

export async function readTeams(db: Db, leagueId: number): Promise<TeamRow[]> {
  return (await db.select().from(leagueTeams).where(eq(leagueTeams.leagueId, leagueId)).orderBy(asc(leagueTeams.idx))) as TeamRow[];
}

export async function isMember(db: Db, leagueId: number, userId: number | null): Promise<boolean> {
  if (userId === null) return false;
  const rows = await db.select({ u: leagueMembers.userId }).from(leagueMembers).where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId)));
  return rows.length > 0;
}

/** The league if this user may see it: public, or private and he is a member. Otherwise 404, exactly like an unknown id. */
export async function visibleLeague(db: Db, leagueId: number, userId: number | null): Promise<LeagueRow> {
  const league = await readLeague(db, leagueId);
  if (!league || (league.isPrivate && !(await isMember(db, leagueId, userId)))) throw new LeagueError(LEAGUE_MESSAGES.notFound, 404);
  return league;
}

export function usageOf(team: Pick<TeamRow, 'usage'>): TeamUsage {
  return { ...emptyUsage(), ...(team.usage as Partial<TeamUsage>) };
}

/** Everything the simulation needs, per team index. */
export interface LeagueSquads {
  rosters: TeamSeasonRoster[];
  depths: ResolvedDepth[];
  seasonTeams: SeasonTeam[];
  contexts: Record<string, LeagueContext>;
}

/** A drafted team's roster: its cards in the league's environment (`${year}-${lgId}`). */
export type DraftedRosters = (
  database: Database,
  environment: string,
  cardIds: readonly string[],
  team: Pick<TeamRow, 'teamId' | 'city' | 'nickname'>,
) => Promise<TeamSeasonRoster>;

let draftedRosters: DraftedRosters | null = null;

/** The drafts feature supplies drafted rosters when it starts, so the league core never imports it. */
export function setDraftedRosters(source: DraftedRosters): void {
  draftedRosters = source;
}

/**
 * A league team's roster for the engine: its real team-season, or, for a drafted team (`roster` set: draft leagues),
 * its cards in the league's environment (the team's year and league are the environment's).
 */
export async function teamRoster(database: Database, team: Pick<TeamRow, 'teamId' | 'year' | 'lgId' | 'city' | 'nickname' | 'roster'>): Promise<TeamSeasonRoster> {
  if (team.roster === null) return loadTeamSeason(database, team.teamId, team.year);
  if (!draftedRosters) throw new Error('A drafted team, but the drafts feature has not supplied its rosters (setDraftedRosters)');
  return draftedRosters(database, `${team.year}-${team.lgId}`, team.roster, team);
}

/** Games in the real season a team's players' usage is measured against (draft teams: the environment's season). */
function realSeasonGames(league: LeagueRow, roster: TeamSeasonRoster): number {
  return roster.wins + roster.losses || league.settings.seasonLength || league.gamesPerTeam;
}

/**
 * What the usage limit scales a player's real usage by: the league's games over the real games the team's record
 * covers (the engine's `dayPlan` with `recordCoverage`; a drafted team has no one record to cover).
 */
export function usageScale(league: LeagueRow, roster: TeamSeasonRoster): number {
  const real = Math.max(1, realSeasonGames(league, roster));
  return league.gamesPerTeam / (real * (leagueMode(league.kind).rosters === 'drafted' ? 1 : recordCoverage(roster.players, real)));
}

/** The regular season's schedule days (last day + 1) and each team's regular-season games. */
async function regularSeason(database: Database, leagueId: number): Promise<{ days: number; games: Map<number, number> }> {
  const rows = ((await database.db.execute(sql`
    SELECT t AS team, count(*)::int AS g, max(day)::int AS last FROM (
      SELECT home AS t, day FROM league_games WHERE league_id = ${leagueId} AND phase = 'regular'
      UNION ALL SELECT away AS t, day FROM league_games WHERE league_id = ${leagueId} AND phase = 'regular') x GROUP BY t`)) as unknown as {
    rows: Array<{ team: number; g: number; last: number }>;
  }).rows;
  return { days: rows.reduce((d, r) => Math.max(d, Number(r.last) + 1), 0), games: new Map(rows.map((r) => [Number(r.team), Number(r.g)])) };
}

/**
 * The players a team's games draw on: a human manager who chose his active roster plays with it; otherwise the whole
 * team-season, each player with the team inside his stint windows only (the engine's usage plan), as history used them.
 */
function squadRoster(roster: TeamSeasonRoster, team: TeamRow, depth: ResolvedDepth) {
  return team.userId !== null && team.depth.active ? activeRoster(roster, depth) : engineRoster(roster, {});
}

export async function loadSquads(database: Database, league: LeagueRow, teams: TeamRow[]): Promise<LeagueSquads> {
  const rosters = await Promise.all(teams.map((t) => teamRoster(database, t)));
  const pool = leagueMode(league.kind).rosters === 'drafted' ? [] : await teamPool(database, league.years);
  const real = new Map(pool.map((p) => [`${p.teamId}-${p.year}`, p]));
  const depths = rosters.map((r, i) => resolveDepth(r, (teams[i] as TeamRow).depth));
  const regular = await regularSeason(database, league.id);
  const seasonTeams = rosters.map((r, i): SeasonTeam => {
    const p = real.get(`${r.teamId}-${r.year}`);
    const games = p?.games || league.settings.seasonLength || league.gamesPerTeam;
    // A league of series only (tournaments, nostalgia) has no season to pace or cap: its rosters are the final ones.
    const season = regular.days > 0
      ? { days: regular.days, games: regular.games.get(i) ?? league.gamesPerTeam, limit: league.usageLimit, coverage: p ? recordCoverage(r.players, games) : 1 }
      : { days: 0, games, limit: 0 };
    return { roster: squadRoster(r, teams[i] as TeamRow, depths[i] as ResolvedDepth), G: games, IPouts: p?.ipOuts || 27 * games, season };
  });
  const contexts: Record<string, LeagueContext> = {};
  for (const key of new Set(rosters.map((r) => `${r.year}-${r.lgId}`))) {
    const ctx = await leagueContext(database, key);
    if (ctx) contexts[key] = ctx;
  }
  return { rosters, depths, seasonTeams, contexts };
}

export async function readGames(db: Db, leagueId: number, statuses: string[]): Promise<GameRow[]> {
  return db.select().from(leagueGames).where(and(eq(leagueGames.leagueId, leagueId), inArray(leagueGames.status, statuses))).orderBy(asc(leagueGames.num));
}

/** The last scheduled game's number and day: tie-breakers and postseason games follow them. */
export async function lastGame(database: Database, leagueId: number): Promise<{ num: number; day: number }> {
  const row = ((await database.db.execute(sql`SELECT max(num)::int AS num, max(day)::int AS day FROM league_games WHERE league_id = ${leagueId}`)) as unknown as {
    rows: Array<{ num: number | null; day: number | null }>;
  }).rows[0];
  return { num: row?.num ?? 0, day: row?.day ?? 0 };
}
