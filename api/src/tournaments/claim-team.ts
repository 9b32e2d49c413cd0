/**
 * Claim Team (issue 20 item 2): one open team per user per tournament, before the lock. The database decides every
 * race, so two API instances on one PostgreSQL agree:
 * - the claim row's primary key (league, user) refuses a second claim, its unique (league, team) a taken team —
 *   `ON CONFLICT DO NOTHING` waits for a concurrent claim of the same key to commit or roll back, then yields;
 * - the guarded `UPDATE leagues … claimed_teams + 1 WHERE status='claiming' AND locks_at > now AND claimed_teams <
 *   total_teams` refuses a claim after the lock (or one too many) and serialises the count on the league row.
 * Either refusal throws inside the transaction, so nothing of the claim stays. `now` is the app's clock.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { TOURNAMENT_MESSAGES } from '@bb/contract';
import type { Database } from '../db/database';
import { leagueMembers, leagues, leagueTeams, tournamentClaims } from '../db/schema/leagues';
import { LeagueError } from '../leagues';
import type { LeagueRow } from '../leagues';

export interface Claimant {
  id: number;
  username: string;
}

/** Whether this user may claim in this tournament at all: public, or he is its owner or invited. */
export async function mayEnter(database: Database, league: LeagueRow, userId: number): Promise<boolean> {
  if (!league.isPrivate || league.ownerUserId === userId) return true;
  const rows = await database.db
    .select({ u: leagueMembers.userId })
    .from(leagueMembers)
    .where(and(eq(leagueMembers.leagueId, league.id), eq(leagueMembers.userId, userId)));
  return rows.length > 0;
}

/** Claims team `teamIndex` for the user; the claimed count after it. Throws LeagueError (403, 404, 409) otherwise. */
export async function claimTeam(database: Database, league: LeagueRow, user: Claimant, teamIndex: number, now: Date): Promise<{ claimedTeams: number; totalTeams: number }> {
  if (!(await mayEnter(database, league, user.id))) throw new LeagueError(TOURNAMENT_MESSAGES.notInvited, 403);
  if (teamIndex >= league.totalTeams) throw new LeagueError(TOURNAMENT_MESSAGES.notFound, 404);
  const nowIso = now.toISOString();
  return database.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(tournamentClaims)
      .values({ leagueId: league.id, userId: user.id, teamIdx: teamIndex, claimedAt: now })
      .onConflictDoNothing()
      .returning({ team: tournamentClaims.teamIdx });
    if (!inserted.length) {
      const [mine] = await tx
        .select({ team: tournamentClaims.teamIdx })
        .from(tournamentClaims)
        .where(and(eq(tournamentClaims.leagueId, league.id), eq(tournamentClaims.userId, user.id)));
      throw new LeagueError(mine ? TOURNAMENT_MESSAGES.alreadyClaimed : TOURNAMENT_MESSAGES.teamTaken, 409);
    }
    const counted = await tx
      .update(leagues)
      .set({ claimedTeams: sql`${leagues.claimedTeams} + 1` })
      .where(
        and(
          eq(leagues.id, league.id),
          eq(leagues.status, 'claiming'),
          sql`${leagues.locksAt} > ${nowIso}::timestamptz`,
          sql`${leagues.claimedTeams} < ${leagues.totalTeams}`,
        ),
      )
      .returning({ claimedTeams: leagues.claimedTeams, totalTeams: leagues.totalTeams });
    if (!counted.length) {
      const [row] = await tx.select({ status: leagues.status, locksAt: leagues.locksAt }).from(leagues).where(eq(leagues.id, league.id));
      const open = row && row.status === 'claiming' && row.locksAt !== null && row.locksAt.getTime() > now.getTime();
      throw new LeagueError(!row ? TOURNAMENT_MESSAGES.notFound : open ? TOURNAMENT_MESSAGES.full : TOURNAMENT_MESSAGES.locked, row ? 409 : 404);
    }
    const seated = await tx
      .update(leagueTeams)
      .set({ userId: user.id, managerKind: 'user', managerName: user.username, favourite: true })
      .where(and(eq(leagueTeams.leagueId, league.id), eq(leagueTeams.idx, teamIndex), isNull(leagueTeams.userId)))
      .returning({ idx: leagueTeams.idx });
    // The claim row owns the team; a seat taken without one would be a bug, not a race: refuse rather than double it.
    if (!seated.length) throw new LeagueError(TOURNAMENT_MESSAGES.teamTaken, 409);
    await tx.insert(leagueMembers).values({ leagueId: league.id, userId: user.id, role: 'manager' }).onConflictDoNothing();
    return counted[0]!;
  });
}
