/** The tournament routes (contract/src/tournaments-api.ts). Every route is for subscribers; invite-only ones 404 to strangers. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, eq, ne, sql } from 'drizzle-orm';
import { TOURNAMENT_MESSAGES } from '@bb/contract';
import { ClaimTeamBody, CreateTournamentBody, TeamsByYearQuery, TournamentInviteBody, TournamentNameQuery, TournamentParams } from '@bb/contract/src/schemas/tournaments';
import { LeagueErrorBody } from '@bb/contract/src/schemas/leagues';
import { DataBody, ErrorBody } from '@bb/contract/src/schemas/http';
import type { Database } from '../db/database';
import { leagueMembers, leagues } from '../db/schema/leagues';
import { requireUser } from '../auth';
import { nameTaken } from '../leagues';
import { readLeague, type LeagueRow } from '../leagues';
import { LeagueError } from '../leagues';
import { idOf, leagueAnswer, sendLeagueError, subscriber } from '../leagues';
import { teamPool } from '../leagues';
import { bracketView, type TournamentBracketDoc } from './bracket/index';
import { claimQueue } from './claim-batch';
import { mayEnter } from './claim-team';
import { createTournament, yearsOf } from './create-tournament';
import { findInvitees } from './invitees';
import type { TournamentLock } from './tournament-lock';
import { claimingOpen } from './tournament-settings';
import { tournamentDetail, tournamentUsers, visibleTournament } from './tournament-views';
import type { TournamentNews } from './tournament-news';

const responses = { 200: DataBody, 400: LeagueErrorBody, 401: ErrorBody, 403: LeagueErrorBody, 404: ErrorBody, 409: LeagueErrorBody };
const TAGS = ['tournaments'];
/** The record holds 1871 to today: a wider range is a mistake, not a request. */
export const TEAMS_BY_YEAR_MAX_SEASONS = 155;

export interface TournamentRouteDeps {
  database: Database;
  lock: TournamentLock;
  news: TournamentNews;
  clock: () => Date;
}

export function registerTournamentRoutes(app: FastifyInstance, { database, lock, news, clock }: TournamentRouteDeps): void {
  const db = database.db;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const base = { preHandler: requireUser };
  const schema = { tags: TAGS, response: responses };
  const guarded = leagueAnswer;
  // Claims sent at once settle together, a batch a transaction (claim-batch.ts).
  const claims = claimQueue(database, news, clock, (error) => app.log.error(error));
  /** The owner's tournament before its lock, or the refusal. */
  const ownedOpen = async (leagueId: string, userId: number): Promise<LeagueRow> => {
    const league = await visibleTournament(db, idOf(leagueId), userId);
    if (league.ownerUserId !== userId) throw new LeagueError(TOURNAMENT_MESSAGES.notOwner, 403);
    return league;
  };

  /** The tournament to claim in: any that exists, but a private one only for its owner and invitees. */
  const claimable = async (leagueId: string, userId: number): Promise<LeagueRow> => {
    const league = await readLeague(db, idOf(leagueId));
    if (!league || league.kind !== 'tournament') throw new LeagueError(TOURNAMENT_MESSAGES.notFound, 404);
    if (!(await mayEnter(database, league, userId))) throw new LeagueError(TOURNAMENT_MESSAGES.notInvited, 403);
    return league;
  };
  // Who cannot see the tournament (or claim in it) gets that 403/404 before a bad body's 400.
  const leagueIdOf = (request: FastifyRequest) => (request.params as { leagueId: string }).leagueId;
  app.accessProbe('/api/tournaments/:leagueId', async (request) => visibleTournament(db, idOf(leagueIdOf(request)), subscriber(request).id));
  app.accessProbe('/api/tournaments/:leagueId/claim', async (request) => claimable(leagueIdOf(request), subscriber(request).id));

  api.get('/api/tournaments/unique-name', { ...base, schema: { ...schema, querystring: TournamentNameQuery } }, (request, reply) =>
    guarded(reply, async () => {
      const user = subscriber(request);
      const name = request.query.name.trim();
      return { available: name.length > 0 && !(await nameTaken(db, 'tournament', user.id, name)) };
    }),
  );

  api.get('/api/tournaments/teams-by-year', { ...base, schema: { ...schema, querystring: TeamsByYearQuery } }, (request, reply) =>
    guarded(reply, async () => {
      subscriber(request);
      const { from, to } = request.query;
      if (to < from) throw new LeagueError(TOURNAMENT_MESSAGES.rangeOrder, 400, { to: TOURNAMENT_MESSAGES.rangeOrder });
      if (to - from + 1 > TEAMS_BY_YEAR_MAX_SEASONS) {
        const message = `Choose at most ${TEAMS_BY_YEAR_MAX_SEASONS} seasons`;
        throw new LeagueError(message, 400, { to: message });
      }
      const pool = await teamPool(database, yearsOf(from, to));
      const years = new Map<number, Array<{ teamId: string; year: number; name: string; lgId: string; wins: number; losses: number }>>();
      for (const t of pool) years.set(t.year, [...(years.get(t.year) ?? []), { teamId: t.teamId, year: t.year, name: t.name, lgId: t.lgId, wins: t.wins, losses: t.losses }]);
      return { years: [...years].map(([year, teams]) => ({ year, teams })) };
    }),
  );

  api.post('/api/tournaments', { ...base, schema: { ...schema, body: CreateTournamentBody, response: { ...responses, 201: DataBody } } }, async (request, reply) => {
    try {
      const user = subscriber(request);
      const { leagueId, created, invited } = await createTournament(database, { id: user.id, username: user.username }, request.body, clock());
      const league = (await readLeague(db, leagueId))!;
      if (created) {
        await lock.plan(leagueId);
        for (const u of invited) await news.invited(league, u.id, user.username);
        await news.changed(league);
      }
      return reply.status(created ? 201 : 200).send({ data: await tournamentDetail(database, league, user.id, clock()) });
    } catch (error) {
      return sendLeagueError(reply, error);
    }
  });

  api.get('/api/tournaments/:leagueId', { ...base, schema: { ...schema, params: TournamentParams } }, (request, reply) =>
    guarded(reply, async () => {
      const user = subscriber(request);
      return tournamentDetail(database, await visibleTournament(db, idOf(request.params.leagueId), user.id), user.id, clock());
    }),
  );

  api.get('/api/tournaments/:leagueId/bracket', { ...base, schema: { ...schema, params: TournamentParams } }, (request, reply) =>
    guarded(reply, async () => {
      const league = await visibleTournament(db, idOf(request.params.leagueId), subscriber(request).id);
      return bracketView(league.bracket as TournamentBracketDoc | null);
    }),
  );

  api.get('/api/tournaments/:leagueId/users', { ...base, schema: { ...schema, params: TournamentParams } }, (request, reply) =>
    guarded(reply, async () => tournamentUsers(db, await visibleTournament(db, idOf(request.params.leagueId), subscriber(request).id))),
  );

  api.post('/api/tournaments/:leagueId/claim', { ...base, schema: { ...schema, params: TournamentParams, body: ClaimTeamBody } }, (request, reply) =>
    guarded(reply, async () => {
      const user = subscriber(request);
      return claims.claim({ leagueId: idOf(request.params.leagueId), user: { id: user.id, username: user.username }, teamIndex: request.body.teamIndex });
    }),
  );

  api.post('/api/tournaments/:leagueId/invitations', { ...base, schema: { ...schema, params: TournamentParams, body: TournamentInviteBody } }, (request, reply) =>
    guarded(reply, async () => {
      const user = subscriber(request);
      const league = await ownedOpen(request.params.leagueId, user.id);
      if (!claimingOpen(league, clock())) throw new LeagueError(TOURNAMENT_MESSAGES.locked, 409);
      const { found: others, error } = await findInvitees(db, request.body.usernames, user.id);
      if (error) throw new LeagueError(error, 400, { usernames: error });
      const added = others.length
        ? await db
            .insert(leagueMembers)
            .values(others.map((u) => ({ leagueId: league.id, userId: u.id, role: 'invited' })))
            .onConflictDoNothing()
            .returning({ userId: leagueMembers.userId })
        : [];
      for (const a of added) await news.invited(league, a.userId, user.username);
      return tournamentUsers(db, league);
    }),
  );

  api.delete('/api/tournaments/:leagueId', { ...base, schema: { ...schema, params: TournamentParams } }, (request, reply) =>
    guarded(reply, async () => {
      const user = subscriber(request);
      const league = await ownedOpen(request.params.leagueId, user.id);
      const now = clock();
      if (!claimingOpen(league, now)) throw new LeagueError(TOURNAMENT_MESSAGES.deleteLocked, 409);
      const told = await db
        .select({ userId: leagueMembers.userId })
        .from(leagueMembers)
        .where(and(eq(leagueMembers.leagueId, league.id), ne(leagueMembers.userId, user.id)));
      // The same guard as the lock's: of a delete and a lock at the same moment, one finds the row changed.
      const gone = await db
        .delete(leagues)
        .where(and(eq(leagues.id, league.id), eq(leagues.status, 'claiming'), sql`${leagues.locksAt} > ${now.toISOString()}::timestamptz`))
        .returning({ id: leagues.id });
      if (!gone.length) throw new LeagueError(TOURNAMENT_MESSAGES.deleteLocked, 409);
      for (const { userId } of told) await news.deleted(league, userId);
      await news.changed({ ...league, status: 'deleted' });
      return { deleted: true };
    }),
  );
}
