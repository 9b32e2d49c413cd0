/** What the tournament screens get (contract/src/tournaments-api.ts), built from the league rows and the claims. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { winPct } from '@bb/engine';
import { TOURNAMENT_MESSAGES, type TournamentDetail, type TournamentManagerKind, type TournamentSummary, type TournamentTeamView, type TournamentUsers } from '@bb/contract';
import type { Database, Db } from '../db/database';
import { users } from '../db/schema/accounts';
import { leagueMembers, leagueTeams, tournamentClaims } from '../db/schema/leagues';
import { readTeams, visibleLeague, type LeagueRow, type TeamRow } from '../leagues';
import { LeagueError } from '../leagues';
import { nextGameOf } from '../leagues';
import { teamPool } from '../leagues';
import type { TournamentBracketDoc } from './bracket/index';
import { mayEnter } from './claim-team';
import { claimingOpen, settingsOf, statusOf } from './tournament-settings';

/** The tournament if this user may see it (an invite-only one: owner, invited, claimants), else 404 like an unknown id. */
export async function visibleTournament(db: Db, leagueId: number, userId: number): Promise<LeagueRow> {
  const league = await visibleLeague(db, leagueId, userId);
  if (league.kind !== 'tournament') throw new LeagueError(TOURNAMENT_MESSAGES.notFound, 404);
  return league;
}

/** The real records of the field's team-seasons (they seed the bracket), keyed `teamId-year`. */
export async function realRecords(database: Database, teams: Array<Pick<TeamRow, 'teamId' | 'year'>>): Promise<Map<string, { wins: number; losses: number }>> {
  const years = [...new Set(teams.map((t) => t.year))];
  const pool = await teamPool(database, years);
  return new Map(pool.map((p) => [`${p.teamId}-${p.year}`, { wins: p.wins, losses: p.losses }]));
}

/** Team indices best record first (winning percentage; ties by index): seed 1 first. */
export function seedOrder(teams: Array<Pick<TeamRow, 'idx' | 'teamId' | 'year'>>, records: Map<string, { wins: number; losses: number }>): number[] {
  const pct = (t: Pick<TeamRow, 'teamId' | 'year'>) => {
    const r = records.get(`${t.teamId}-${t.year}`);
    // A team-season without a decision seeds as .000.
    return r ? (winPct(r.wins, r.losses) ?? 0) : 0;
  };
  return [...teams].sort((a, b) => pct(b) - pct(a) || a.idx - b.idx).map((t) => t.idx);
}

async function claimOf(db: Db, leagueId: number, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ team: tournamentClaims.teamIdx })
    .from(tournamentClaims)
    .where(and(eq(tournamentClaims.leagueId, leagueId), eq(tournamentClaims.userId, userId)));
  return row?.team ?? null;
}

/** The columns of a team its view shows (not its depth chart and usage, the bulk of the row). */
type ShownTeam = Pick<TeamRow, 'leagueId' | 'idx' | 'teamId' | 'year' | 'lgId' | 'city' | 'nickname' | 'abbreviation' | 'managerName' | 'userId' | 'managerKind'>;

/** What every viewer's TournamentDetail of one tournament shares: read once, it answers a whole burst of claims. */
export interface DetailBase {
  league: LeagueRow;
  ownerName: string;
  teams: ShownTeam[];
  records: Map<string, { wins: number; losses: number }>;
}

/**
 * The shared parts of these tournaments' details, keyed by league id: one statement each for owners and teams
 * (`teamsRead`: the teams of the one tournament in `list`, already read).
 */
export async function detailBases(database: Database, list: LeagueRow[], teamsRead: ShownTeam[] | null = null): Promise<Map<number, DetailBase>> {
  const db = database.db;
  if (!list.length) return new Map();
  const t = leagueTeams;
  const [owners, teamRows] = await Promise.all([
    db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, [...new Set(list.map((l) => l.ownerUserId))])),
    teamsRead ?? db
      .select({ leagueId: t.leagueId, idx: t.idx, teamId: t.teamId, year: t.year, lgId: t.lgId, city: t.city, nickname: t.nickname, abbreviation: t.abbreviation, managerName: t.managerName, userId: t.userId, managerKind: t.managerKind })
      .from(t)
      .where(inArray(t.leagueId, list.map((l) => l.id)))
      .orderBy(asc(t.leagueId), asc(t.idx)),
  ]);
  const names = new Map(owners.map((o) => [o.id, o.username]));
  const bases = new Map<number, DetailBase>();
  // Tournaments of the same seasons share their real records (a burst's tournaments mostly do).
  const recordsBySeasons = new Map<string, Promise<Map<string, { wins: number; losses: number }>>>();
  for (const league of list) {
    const teams = teamRows.filter((row) => row.leagueId === league.id);
    const seasons = [...new Set(teams.map((row) => row.year))].sort().join(',');
    if (!recordsBySeasons.has(seasons)) recordsBySeasons.set(seasons, realRecords(database, teams));
    bases.set(league.id, { league, ownerName: names.get(league.ownerUserId) ?? '', teams, records: await recordsBySeasons.get(seasons)! });
  }
  return bases;
}

function summaryOf(league: LeagueRow, ownerName: string, viewer: number, myTeam: number | null): TournamentSummary {
  const s = settingsOf(league);
  return {
    leagueId: league.id, name: league.name, status: statusOf(league), format: s.format, seriesLength: s.seriesLength, fromYear: s.fromYear, toYear: s.toYear,
    totalTeams: league.totalTeams, claimedTeams: league.claimedTeams, locksAt: (league.locksAt ?? league.startsAt).toISOString(),
    firstGameAt: league.startsAt.toISOString(), createdAt: league.createdAt.toISOString(), isPrivate: league.isPrivate,
    ownerName, isOwner: league.ownerUserId === viewer, myTeam, champion: league.champion,
  };
}

function managerOf(t: ShownTeam, viewer: number): TournamentManagerKind {
  if (t.userId !== null) return t.userId === viewer ? 'you' : 'user';
  return t.managerKind === 'computer' ? 'computer' : 'open';
}

/** One viewer's TournamentDetail from the shared parts and what is his own. */
export function detailFor(
  base: DetailBase,
  viewer: number,
  own: { myTeam: number | null; mayClaim: boolean; nextGame: TournamentDetail['nextGame'] },
  now: Date,
): TournamentDetail {
  const { league, teams, records } = base;
  const seeds = (league.bracket as TournamentBracketDoc | null)?.seeds ?? null;
  const views: TournamentTeamView[] = teams.map((t) => {
    const r = records.get(`${t.teamId}-${t.year}`);
    const seed = seeds ? seeds.indexOf(t.idx) + 1 : 0;
    return {
      index: t.idx, teamId: t.teamId, year: t.year, lgId: t.lgId, city: t.city, nickname: t.nickname, abbreviation: t.abbreviation,
      seed: seed > 0 ? seed : null, realWins: r?.wins ?? 0, realLosses: r?.losses ?? 0, managerName: t.managerName, manager: managerOf(t, viewer),
    };
  });
  return { ...summaryOf(league, base.ownerName, viewer, own.myTeam), dh: league.dh as TournamentDetail['dh'], teams: views, mayClaim: own.mayClaim, nextGame: own.nextGame, now: now.toISOString() };
}

export async function tournamentDetail(database: Database, league: LeagueRow, viewer: number, now: Date): Promise<TournamentDetail> {
  const db = database.db;
  const myTeam = await claimOf(db, league.id, viewer);
  // A claimant's next game needs the teams' whole rows (the league views read them); nobody else has one.
  const fullTeams = myTeam === null ? null : await readTeams(db, league.id);
  const base = (await detailBases(database, [league], fullTeams)).get(league.id)!;
  const mayClaim = claimingOpen(league, now) && myTeam === null && league.claimedTeams < league.totalTeams && (await mayEnter(database, league, viewer));
  const nextGame = fullTeams === null ? null : await nextGameOf(db, league, fullTeams, myTeam, viewer);
  return detailFor(base, viewer, { myTeam, mayClaim, nextGame }, now);
}

/** The owner, the claimants (with their teams) and the invited users who have not claimed yet. */
export async function tournamentUsers(db: Db, league: LeagueRow): Promise<TournamentUsers> {
  const members = await db
    .select({ userId: leagueMembers.userId, role: leagueMembers.role, username: users.username, team: tournamentClaims.teamIdx })
    .from(leagueMembers)
    .innerJoin(users, eq(users.id, leagueMembers.userId))
    .leftJoin(tournamentClaims, and(eq(tournamentClaims.leagueId, leagueMembers.leagueId), eq(tournamentClaims.userId, leagueMembers.userId)))
    .where(eq(leagueMembers.leagueId, league.id))
    .orderBy(asc(leagueMembers.joinedAt), asc(leagueMembers.userId));
  const rank = { owner: 0, claimant: 1, invited: 2 } as const;
  return {
    users: members
      .map((m) => ({
        userId: m.userId, username: m.username, team: m.team ?? null,
        role: m.userId === league.ownerUserId ? ('owner' as const) : m.team !== null ? ('claimant' as const) : ('invited' as const),
      }))
      .sort((a, b) => rank[a.role] - rank[b.role]),
  };
}
