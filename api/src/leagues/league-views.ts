/** What the league screens get (contract/src/leagues-api.ts), built from the rows. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { standings, unpackLines, type Bracket, type PostseasonFormat } from '@bb/engine';
import { leagueMode } from '@bb/contract';
import type {
  LeagueBracket, LeagueDetail, LeagueGameView, LeagueManagerKind, LeagueStandings, LeagueSummary, LeagueTeamView, LeagueUsageLimit, ManagerTendencies,
} from '@bb/contract';
import type { Db } from '../db/database';
import { leagueGames, leagueMembers, leaguePlayerStats, leagues } from '../db/schema/leagues';
import { readTeams, type GameRow, type LeagueRow, type TeamRow } from './league-data';
import { postseasonRules } from './postseason-rules';
import { leagueName } from './league-format';
import { playoffTies } from './playoff-ties';
import type { Database } from '../db/database';

export function teamView(t: TeamRow, viewer: number | null): LeagueTeamView {
  const manager: LeagueManagerKind = t.userId === null ? 'computer' : t.userId === viewer ? 'you' : t.managerKind === 'invited' ? 'invited' : 'user';
  const tendencies = t.tendencies as (ManagerTendencies & { generation?: number }) | null;
  return {
    index: t.idx, teamId: t.teamId, year: t.year, lgId: t.lgId, group: t.groupIdx, city: t.city, nickname: t.nickname, abbreviation: t.abbreviation,
    managerName: t.managerName, manager,
    tendencies: tendencies ? { aggressiveness: tendencies.aggressiveness, bullpenHook: tendencies.bullpenHook, restRegulars: tendencies.restRegulars, smallBall: tendencies.smallBall } : null,
    favourite: t.userId !== null && t.userId === viewer,
  };
}

/** The pitchers of record of final games (card ids in the stored lines). */
export function pitchersOfRecord(g: Pick<GameRow, 'lines'>): { w: string | null; l: string | null } {
  if (!g.lines) return { w: null, l: null };
  const lines = unpackLines(g.lines);
  return { w: lines.winningPitcher, l: lines.losingPitcher };
}

/** Names of the given cards as the league's totals hold them (one query for a page of games). */
export async function cardNames(db: Db, leagueId: number, ids: Array<string | null>): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db
    .selectDistinct({ cardId: leaguePlayerStats.cardId, name: leaguePlayerStats.name })
    .from(leaguePlayerStats)
    .where(and(eq(leaguePlayerStats.leagueId, leagueId), inArray(leaguePlayerStats.cardId, wanted)));
  return new Map(rows.map((r) => [r.cardId, r.name]));
}

/** Each postseason series' round name, from the league kind's bracket (empty before the postseason). */
export function roundNamesOf(league: Pick<LeagueRow, 'kind' | 'bracket'>): ReadonlyMap<number, string> {
  return league.bracket ? postseasonRules(league.kind).seriesNames(league.bracket) : new Map();
}

export function gameView(
  g: GameRow,
  teams: TeamRow[],
  viewer: number | null,
  names: ReadonlyMap<string, string> = new Map(),
  rounds: ReadonlyMap<number, string> = new Map(),
): LeagueGameView {
  const record = pitchersOfRecord(g);
  const winningPitcher = record.w ? (names.get(record.w) ?? record.w) : null;
  const losingPitcher = record.l ? (names.get(record.l) ?? record.l) : null;
  return {
    scheduleId: g.num, day: g.day, startsAt: g.startsAt.toISOString(), home: g.home, away: g.away, phase: g.phase as LeagueGameView['phase'],
    round: g.series !== null ? (rounds.get(g.series) ?? null) : null, gameOfSeries: g.gameOfSeries, status: g.status as LeagueGameView['status'], homeRuns: g.homeRuns, awayRuns: g.awayRuns, gameId: g.gameId,
    yours: viewer !== null && (teams[g.home]?.userId === viewer || teams[g.away]?.userId === viewer), winningPitcher, losingPitcher,
  };
}

async function progressOf(db: Db, leagueIds: number[]): Promise<Map<number, { played: number; total: number }>> {
  if (!leagueIds.length) return new Map();
  const rows = await db
    .select({ id: leagueGames.leagueId, played: sql<number>`count(*) filter (where ${leagueGames.status} = 'final')::int`, total: sql<number>`count(*)::int` })
    .from(leagueGames)
    .where(and(inArray(leagueGames.leagueId, leagueIds), eq(leagueGames.phase, 'regular')))
    .groupBy(leagueGames.leagueId);
  return new Map(rows.map((r) => [r.id, { played: Number(r.played), total: Number(r.total) }]));
}

async function recordOf(db: Db, leagueId: number, team: number | null): Promise<{ wins: number; losses: number } | null> {
  if (team === null) return null;
  const result = (await db.execute(sql`
    SELECT count(*) FILTER (WHERE (home = ${team} AND home_runs > away_runs) OR (away = ${team} AND away_runs > home_runs))::int AS wins,
           count(*) FILTER (WHERE (home = ${team} AND home_runs < away_runs) OR (away = ${team} AND away_runs < home_runs))::int AS losses
    FROM league_games WHERE league_id = ${leagueId} AND status = 'final' AND phase = 'regular' AND (home = ${team} OR away = ${team})`)) as unknown as {
    rows: Array<{ wins: number; losses: number }>;
  };
  const r = result.rows[0];
  return r ? { wins: Number(r.wins), losses: Number(r.losses) } : { wins: 0, losses: 0 };
}

export async function summaries(db: Db, rows: LeagueRow[], viewer: number | null): Promise<LeagueSummary[]> {
  const progress = await progressOf(db, rows.map((r) => r.id));
  const out: LeagueSummary[] = [];
  for (const league of rows) {
    const teams = await readTeams(db, league.id);
    const mine = teams.find((t) => viewer !== null && t.userId === viewer)?.idx ?? null;
    const p = progress.get(league.id);
    const member = viewer !== null && (league.ownerUserId === viewer || teams.some((t) => t.userId === viewer));
    out.push({
      leagueId: league.id, name: league.name, kind: league.kind as LeagueSummary['kind'], status: league.status as LeagueSummary['status'], years: league.years, totalTeams: league.totalTeams,
      isPrivate: league.isPrivate, gamesBeginAt: league.startsAt.toISOString(), isOwner: league.ownerUserId === viewer, isMember: member, myTeam: mine,
      myRecord: await recordOf(db, league.id, mine), progress: p && p.total ? p.played / p.total : 0, champion: league.champion,
    });
  }
  return out;
}

/** The viewer's leagues and the public ones, newest first. */
export async function listLeagues(db: Db, viewer: number): Promise<LeagueSummary[]> {
  const rows = (await db
    .select()
    .from(leagues)
    .where(sql`${leagues.kind} = 'historical' AND (${leagues.isPrivate} = false OR ${leagues.id} IN (SELECT league_id FROM ${leagueMembers} WHERE user_id = ${viewer}))`)
    .orderBy(sql`${leagues.id} DESC`)
    .limit(100)) as LeagueRow[];
  return summaries(db, rows, viewer);
}

/** The team's next unplayed game (scheduled, or live on a play screen), as its manager's pages show it. */
export async function nextGameOf(db: Db, league: LeagueRow, teams: TeamRow[], team: number | null, viewer: number | null): Promise<LeagueGameView | null> {
  if (team === null) return null;
  const [g] = await db
    .select()
    .from(leagueGames)
    .where(and(eq(leagueGames.leagueId, league.id), inArray(leagueGames.status, ['scheduled', 'live']), sql`(${leagueGames.home} = ${team} OR ${leagueGames.away} = ${team})`))
    .orderBy(asc(leagueGames.num))
    .limit(1);
  return g ? gameView(g, teams, viewer, new Map(), roundNamesOf(league)) : null;
}

export async function leagueDetail(db: Db, league: LeagueRow, viewer: number | null, now: Date): Promise<LeagueDetail> {
  const [summary] = await summaries(db, [league], viewer);
  const teams = await readTeams(db, league.id);
  // A mode with its own bracket keeps its format in its settings its own way (a tournament's: a name), not the engine's.
  const format = leagueMode(league.kind).bracket === 'own' ? null : (league.settings.format as PostseasonFormat);
  const nextGame = await nextGameOf(db, league, teams, summary!.myTeam, viewer);
  return {
    ...summary!, dh: league.dh as LeagueDetail['dh'], usageLimit: league.usageLimit as LeagueUsageLimit, gamesPerTeam: league.gamesPerTeam, groups: league.settings.groups,
    teams: teams.map((t) => teamView(t, viewer)),
    postseason: format
      ? { teamsPerGroup: format.none ? 1 : format.teamsPerLeague, rounds: format.rounds.map((r) => ({ name: r.name, bestOf: r.bestOf })), note: format.none ?? null }
      : { teamsPerGroup: league.totalTeams, rounds: [], note: null },
    nextGame, now: now.toISOString(),
  };
}

const DIVISIONS: ReadonlyArray<[string, string]> = [['E', 'East'], ['C', 'Central'], ['W', 'West']];

/**
 * The standings' tables: one per group. A league of one real season (historical or replay) names a group that is one
 * real league after it, whatever label it was stored with, and, when the group holds that whole league of a season
 * with divisions (1969 on), splits it into them as that season's standings did. Only the tables change: seeds go by
 * the group's record.
 */
async function standingsTables(db: Db, league: LeagueRow, teams: TeamRow[]): Promise<Array<{ name: string; members: number[] }>> {
  const groups = league.settings.groups.map((name, group) => ({ name, members: teams.filter((t) => t.groupIdx === group).map((t) => t.idx) }));
  const year = league.years[0];
  if (league.years.length !== 1 || year === undefined || !leagueMode(league.kind).realStandings) return groups;
  const result = (await db.execute(sql`SELECT "teamID" AS "teamId", "lgID" AS "lgId", "divID" AS "divId" FROM lahman_teams WHERE "yearID" = ${year}`)) as unknown as {
    rows: Array<{ teamId: string; lgId: string; divId: string | null }>;
  };
  const record = new Map(result.rows.map((r) => [r.teamId, r]));
  return groups.flatMap((group) => {
    const lgIds = new Set(group.members.map((i) => teams[i]?.lgId));
    const lgId = lgIds.size === 1 ? [...lgIds][0] : undefined;
    if (!lgId || group.members.some((i) => teams[i]?.year !== year)) return [group];
    const name = leagueName(lgId);
    const whole = result.rows.filter((r) => r.lgId === lgId).every((r) => group.members.some((i) => teams[i]?.teamId === r.teamId));
    const divisions = DIVISIONS.map(([id, label]) => ({ name: `${name} ${label}`, members: group.members.filter((i) => record.get(teams[i]!.teamId)?.divId === id) }));
    const placed = divisions.reduce((n, d) => n + d.members.length, 0);
    return whole && placed === group.members.length ? divisions.filter((d) => d.members.length > 0) : [{ name, members: group.members }];
  });
}

export async function leagueStandings(database: Database, league: LeagueRow): Promise<LeagueStandings> {
  const teams = await readTeams(database.db, league.id);
  const tables = await standingsTables(database.db, league, teams);
  const rows = await database.db
    .select({ num: leagueGames.num, home: leagueGames.home, away: leagueGames.away, homeRuns: leagueGames.homeRuns, awayRuns: leagueGames.awayRuns })
    .from(leagueGames)
    .where(and(eq(leagueGames.leagueId, league.id), eq(leagueGames.status, 'final'), eq(leagueGames.phase, 'regular')))
    .orderBy(asc(leagueGames.num));
  const finals = rows.map((r) => ({ home: r.home, away: r.away, homeRuns: r.homeRuns ?? 0, awayRuns: r.awayRuns ?? 0 }));
  const results = new Map<number, boolean[]>();
  const resultsOf = (team: number) => results.get(team) ?? (results.set(team, []).get(team) as boolean[]);
  for (const g of finals) {
    resultsOf(g.home).push(g.homeRuns > g.awayRuns);
    resultsOf(g.away).push(g.awayRuns > g.homeRuns);
  }
  return {
    groups: tables.map(({ name, members }) => ({
      name,
      rows: standings(members, finals).map((r) => {
        const games = results.get(r.team) ?? [];
        const last = games[games.length - 1];
        let run = 0;
        for (let i = games.length - 1; i >= 0 && games[i] === last; i -= 1) run += 1;
        const ten = games.slice(-10);
        return {
          index: r.team, wins: r.wins, losses: r.losses, pct: r.pct, gamesBehind: r.gamesBehind, runsScored: r.runsScored, runsAllowed: r.runsAllowed,
          streak: games.length ? `${last ? 'W' : 'L'}${run}` : '', lastTen: { wins: ten.filter(Boolean).length, losses: ten.filter((x) => !x).length },
        };
      }),
    })),
  };
}

export async function leagueBracket(database: Database, league: LeagueRow): Promise<LeagueBracket> {
  // A mode's own bracket has its own view (a tournament's: brackets-manager's, GET /api/tournaments/{id}/bracket).
  if (leagueMode(league.kind).bracket === 'own') return { rounds: [], champion: league.champion, note: null, ties: [] };
  const bracket = league.bracket as Bracket | null;
  const format = league.settings.format as PostseasonFormat;
  const ties = await playoffTies(database, league);
  if (!bracket) {
    return { rounds: format.rounds.map((r) => ({ name: r.name, bestOf: r.bestOf, series: [] })), champion: league.champion, note: format.none ?? null, ties };
  }
  return {
    rounds: bracket.rounds.map((r, i) => ({
      name: r.name,
      bestOf: r.bestOf,
      series: bracket.series
        .filter((s) => s.round === i)
        .map((s) => ({ round: s.name, bestOf: s.bestOf, top: s.top, bottom: s.bottom, topWins: s.topWins, bottomWins: s.bottomWins, winner: s.winner, group: s.group })),
    })),
    champion: bracket.champion ?? league.champion,
    note: format.none ?? null,
    ties,
  };
}
