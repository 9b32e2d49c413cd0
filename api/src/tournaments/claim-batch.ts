/**
 * Claims under a burst (issue 44): a group commit. Claims sent at once queued behind each other — 14 statements each,
 * and PGlite runs one statement at a time — so 200 took the whole burst to answer. Here the claims that arrive while
 * a batch is being settled wait for the next one, and each batch is one short transaction of multi-row statements:
 * - the claim rows, `INSERT … ON CONFLICT DO NOTHING`: the primary key (league, user) and the unique (league, team)
 *   refuse a second claim and a taken team, within the batch (the first listed wins) and against every other
 *   transaction (another instance's batch or single claim) — the database decides every race, not this queue;
 * - one guarded `UPDATE leagues … claimed_teams + n WHERE status='claiming' AND locks_at > now AND claimed_teams + n
 *   <= total_teams` for the batch's tournaments, one `UPDATE league_teams … WHERE user_id IS NULL` seating the
 *   winners, one insert of the members;
 * then one read of what every answer shares (the tournaments, their teams, owners and real records) and one
 * `tournament-changed` a tournament. A batch the guard refuses (a tournament locked, deleted or full) or that fails
 * (a deadlock with another instance) rolls back whole and its claims run one by one (`claimTeam`), which refuses
 * each with its own reason: the fast path never answers a refusal the single claim would not.
 */
import { and, inArray, sql } from 'drizzle-orm';
import { TOURNAMENT_MESSAGES, type TournamentDetail } from '@bb/contract';
import type { Database } from '../db/database';
import { leagueMembers, leagues, tournamentClaims } from '../db/schema/leagues';
import { LeagueError, readLeague, type LeagueRow } from '../leagues';
import { claimTeam, type Claimant } from './claim-team';
import type { TournamentNews } from './tournament-news';
import { detailBases, detailFor, tournamentDetail } from './tournament-views';

export interface ClaimRequest {
  leagueId: number;
  user: Claimant;
  teamIndex: number;
}

export interface ClaimQueue {
  /** The claimant's TournamentDetail after his claim, or a LeagueError (403, 404, 409) as the single claim refuses. */
  claim(request: ClaimRequest): Promise<TournamentDetail>;
}

interface Pending extends ClaimRequest {
  resolve(detail: TournamentDetail): void;
  reject(error: unknown): void;
}

/** A batch's parameters stay far below PostgreSQL's 65,535 (four a claim). */
const MAX_BATCH = 500;

/** Rolls the batch back when a tournament's guard refuses it: its claims go one by one. */
class OneByOne extends Error {}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export function claimQueue(database: Database, news: TournamentNews, clock: () => Date, onError: (error: unknown) => void): ClaimQueue {
  const waiting: Pending[] = [];
  let draining = false;

  /**
   * Batch after batch while claims wait. Each first lets the event loop turn once: the requests already on their way
   * (PGlite answers their session reads in between) join it, instead of a batch of one a claim.
   */
  const drain = async () => {
    try {
      while (waiting.length) {
        await new Promise((resolve) => setImmediate(resolve));
        const batch = waiting.splice(0, MAX_BATCH);
        await settle(database, news, clock(), batch, onError).catch((error: unknown) => {
          for (const p of batch) p.reject(error);
        });
      }
    } finally {
      draining = false;
    }
  };

  return {
    claim: (request) =>
      new Promise<TournamentDetail>((resolve, reject) => {
        waiting.push({ ...request, resolve, reject });
        if (!draining) {
          draining = true;
          void drain();
        }
      }),
  };
}

/** Answers every claim of the batch (a pending one settled twice is ignored by its promise). */
async function settle(database: Database, news: TournamentNews, now: Date, batch: Pending[], onError: (error: unknown) => void): Promise<void> {
  const db = database.db;
  const found = await db.select().from(leagues).where(inArray(leagues.id, [...new Set(batch.map((p) => p.leagueId))]));
  const byId = new Map((found as LeagueRow[]).map((l) => [l.id, l]));
  const invited = await invitations(database, batch, byId);
  // The refusals before any write, in the single claim's order: unknown tournament, not invited, unknown team.
  const candidates: Array<Pending & { league: LeagueRow }> = [];
  for (const p of batch) {
    const league = byId.get(p.leagueId);
    if (!league || league.kind !== 'tournament') p.reject(new LeagueError(TOURNAMENT_MESSAGES.notFound, 404));
    else if (league.isPrivate && league.ownerUserId !== p.user.id && !invited.has(`${league.id}:${p.user.id}`)) p.reject(new LeagueError(TOURNAMENT_MESSAGES.notInvited, 403));
    else if (p.teamIndex >= league.totalTeams) p.reject(new LeagueError(TOURNAMENT_MESSAGES.notFound, 404));
    else candidates.push({ ...p, league });
  }
  if (!candidates.length) return;
  // Claim rows inserted in (league, team) order: two instances' batches for the same teams wait for one another in one
  // order instead of deadlocking (a deadlock left on another key fails the batch: its claims then go one by one).
  candidates.sort((a, b) => a.leagueId - b.leagueId || a.teamIndex - b.teamIndex);
  let outcome: Array<{ p: (typeof candidates)[number]; refused: LeagueError | null }>;
  try {
    outcome = await commitBatch(database, candidates, now);
  } catch (error) {
    if (!(error instanceof OneByOne)) onError(error);
    for (const p of candidates) await claimAlone(database, news, p, p.league, now).then(p.resolve, p.reject);
    return;
  }
  for (const { p, refused } of outcome) if (refused) p.reject(refused);
  const won = outcome.filter((o) => !o.refused).map((o) => o.p);
  if (!won.length) return;
  const after = (await db.select().from(leagues).where(inArray(leagues.id, [...new Set(won.map((p) => p.leagueId))]))) as LeagueRow[];
  for (const league of after) await news.changed(league).catch(onError);
  const bases = await detailBases(database, after);
  for (const p of won) {
    const base = bases.get(p.leagueId);
    // Locked (or deleted) since the commit: the full read, as the single claim answers.
    if (!base || base.league.status !== 'claiming') {
      await (base ? tournamentDetail(database, base.league, p.user.id, now) : Promise.reject(new LeagueError(TOURNAMENT_MESSAGES.notFound, 404))).then(p.resolve, p.reject);
      continue;
    }
    // He holds a team now, so he may not claim another; a claiming tournament has no games yet (the lock makes them).
    p.resolve(detailFor(base, p.user.id, { myTeam: p.teamIndex, mayClaim: false, nextGame: null }, now));
  }
}

/** `league:user` of the batch's claimants invited to its invite-only tournaments (one statement, none if none). */
async function invitations(database: Database, batch: Pending[], byId: Map<number, LeagueRow>): Promise<Set<string>> {
  const asked = batch.filter((p) => {
    const l = byId.get(p.leagueId);
    return l?.isPrivate && l.ownerUserId !== p.user.id;
  });
  if (!asked.length) return new Set();
  const rows = await database.db
    .select({ leagueId: leagueMembers.leagueId, userId: leagueMembers.userId })
    .from(leagueMembers)
    .where(and(inArray(leagueMembers.leagueId, [...new Set(asked.map((p) => p.leagueId))]), inArray(leagueMembers.userId, [...new Set(asked.map((p) => p.user.id))])));
  return new Set(rows.map((r) => `${r.leagueId}:${r.userId}`));
}

/** The batch's one transaction; each claim won (refused null) or refused by a claim row already there. */
async function commitBatch<P extends ClaimRequest & { league: LeagueRow }>(database: Database, claims: P[], now: Date): Promise<Array<{ p: P; refused: LeagueError | null }>> {
  const nowIso = now.toISOString();
  return database.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(tournamentClaims)
      .values(claims.map((p) => ({ leagueId: p.leagueId, userId: p.user.id, teamIdx: p.teamIndex, claimedAt: now })))
      .onConflictDoNothing()
      .returning({ leagueId: tournamentClaims.leagueId, userId: tournamentClaims.userId, team: tournamentClaims.teamIdx });
    // A row answers one claim: of the same claim sent twice, the second is refused.
    const rowsLeft = new Set(inserted.map((r) => `${r.leagueId}:${r.userId}:${r.team}`));
    const outcome = claims.map((p) => ({ p, won: rowsLeft.delete(`${p.leagueId}:${p.user.id}:${p.teamIndex}`) }));
    const won = outcome.filter((o) => o.won).map((o) => o.p);
    const lost = outcome.filter((o) => !o.won).map((o) => o.p);
    const holders = lost.length
      ? await tx
          .select({ leagueId: tournamentClaims.leagueId, userId: tournamentClaims.userId })
          .from(tournamentClaims)
          .where(and(inArray(tournamentClaims.leagueId, [...new Set(lost.map((p) => p.leagueId))]), inArray(tournamentClaims.userId, [...new Set(lost.map((p) => p.user.id))])))
      : [];
    const holding = new Set(holders.map((h) => `${h.leagueId}:${h.userId}`));
    if (won.length) {
      const perLeague = new Map<number, number>();
      for (const p of won) perLeague.set(p.leagueId, (perLeague.get(p.leagueId) ?? 0) + 1);
      const counts = sql.join([...perLeague].map(([id, n]) => sql`(${id}::int, ${n}::int)`), sql`, `);
      const counted = rowsOf(await tx.execute(sql`
        UPDATE leagues SET claimed_teams = leagues.claimed_teams + v.n FROM (VALUES ${counts}) AS v(id, n)
        WHERE leagues.id = v.id AND leagues.status = 'claiming' AND leagues.locks_at > ${nowIso}::timestamptz AND leagues.claimed_teams + v.n <= leagues.total_teams
        RETURNING leagues.id`));
      if (counted.length !== perLeague.size) throw new OneByOne('a tournament locked, deleted or full');
      const seats = sql.join(won.map((p) => sql`(${p.leagueId}::int, ${p.teamIndex}::int, ${p.user.id}::int, ${p.user.username}::text)`), sql`, `);
      const seated = rowsOf(await tx.execute(sql`
        UPDATE league_teams SET user_id = v.user_id, manager_kind = 'user', manager_name = v.name, favourite = true
        FROM (VALUES ${seats}) AS v(league_id, idx, user_id, name)
        WHERE league_teams.league_id = v.league_id AND league_teams.idx = v.idx AND league_teams.user_id IS NULL
        RETURNING league_teams.idx`));
      // The claim row owns the team; a seat taken without one would be a bug, not a race: the single claims refuse it.
      if (seated.length !== won.length) throw new OneByOne('a seat taken without its claim');
      await tx.insert(leagueMembers).values(won.map((p) => ({ leagueId: p.leagueId, userId: p.user.id, role: 'manager' }))).onConflictDoNothing();
    }
    return outcome.map(({ p, won: w }) => ({
      p,
      refused: w ? null : new LeagueError(holding.has(`${p.leagueId}:${p.user.id}`) ? TOURNAMENT_MESSAGES.alreadyClaimed : TOURNAMENT_MESSAGES.teamTaken, 409),
    }));
  });
}

/** The single claim (the batch's fallback), answered as the route always answered it. */
async function claimAlone(database: Database, news: TournamentNews, request: ClaimRequest, league: LeagueRow, now: Date): Promise<TournamentDetail> {
  const counted = await claimTeam(database, league, request.user, request.teamIndex, now);
  await news.changed({ ...league, claimedTeams: counted.claimedTeams });
  return tournamentDetail(database, (await readLeague(database.db, league.id))!, request.user.id, now);
}
