/** The league routes (contract/src/leagues-api.ts). Every route is for subscribers; private leagues only for members. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { replayLoad } from '@bb/engine';
import { LEAGUE_MESSAGES, type LeagueUsageLimit } from '@bb/contract';
import {
  CreateLeagueBody, DepthChartBody, LeagueErrorBody, LeagueGameParams, LeagueListQuery, LeagueParams, LeagueTeamParams, ScheduleQuery, SimBody, StatisticsQuery, UniqueNameQuery,
} from '@bb/contract/src/schemas/leagues';
import { DataBody, ErrorBody } from '@bb/contract/src/schemas/http';
import type { Database } from '../db/database';
import { leagueTeams } from '../db/schema/leagues';
import { requireUser } from '../auth';
import { seasonYears } from '../games';
import { actorOf } from '../games';
import { nameTaken } from './create-league';
import { createHistoricalLeague } from './create-historical';
import { changeDepth, depthView, emptyDepth, type StoredDepth } from './depth-chart';
import { isMember, readLeague, readTeams, teamRoster, usageOf, usageScale, visibleLeague, type LeagueRow, type TeamRow } from './league-data';
import { LeagueError } from './league-error';
import type { LeagueEvents } from './league-events';
import { leagueBoxScore } from './box-score';
import { leagueBracket, leagueDetail, leagueStandings, listLeagues, teamView } from './league-views';
import { historyCompare } from './history-compare';
import { leagueLeaders, leagueStatistics } from './league-stats';
import { distinctManager } from './managers';
import { gameDh } from './play-batch';
import { leagueSchedule, pregameSummary } from './schedule-views';
import type { LeagueScheduler } from './league-scheduler';
import { runLeague } from './season-runner';
import { autoPlayUserGame, finishLiveGames, startUserGame } from './user-games';
import { LEAGUE_TAGS, idOf, leagueAnswer, sendKept, sendLeagueError, subscriber } from './http';
import { ownerSim } from './owner-sim';
import { LeagueAnswers } from './league-answers';
import { leagueHeads, type LeagueHeads } from './league-heads';

const responses = { 200: DataBody, 400: LeagueErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: LeagueErrorBody };

export interface LeagueRouteDeps {
  database: Database;
  events: LeagueEvents;
  scheduler: LeagueScheduler;
  clock: () => Date;
}

export function registerLeagueRoutes(app: FastifyInstance, deps: LeagueRouteDeps): void {
  const { database, events, scheduler, clock } = deps;
  const db = database.db;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const base = { preHandler: requireUser };
  const schema = { tags: LEAGUE_TAGS, response: responses };
  const guarded = leagueAnswer;
  const visible = async (leagueId: string, userId: number) => visibleLeague(db, idOf(leagueId), userId);
  const answers = new LeagueAnswers();
  const heads = leagueHeads(database);
  app.addHook('onClose', async () => heads.close().catch(() => undefined));
  app.decorate('leagueAnswers', answers);
  app.decorate('leagueHeads', heads);
  /**
   * A view that changes only with the league's revision (standings, statistics, leaders, bracket, history): the
   * league's head is read on every request (visibility, and the revision the answer must show at least), the answer
   * comes from the kept ones or is computed, and goes out with its ETag (304 when the browser has it).
   */
  const kept = (view: (request: FastifyRequest) => string, compute: (league: LeagueRow, request: FastifyRequest) => Promise<unknown>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        const user = subscriber(request);
        const leagueId = idOf((request.params as { leagueId: string }).leagueId);
        const head = await heads.get(leagueId);
        if (!head || (head.isPrivate && !(await isMember(db, leagueId, user.id)))) throw new LeagueError(LEAGUE_MESSAGES.notFound, 404);
        const answer = await answers.get(leagueId, head.revision, view(request), async () => {
          const league = await readLeague(db, leagueId);
          if (!league) throw new LeagueError(LEAGUE_MESSAGES.notFound, 404);
          return { revision: league.revision, data: await compute(league, request) };
        });
        return sendKept(request, reply, answer);
      } catch (error) {
        return sendLeagueError(reply, error);
      }
    };
  // Every route under a league (trades and transactions too): who cannot see it gets 403/404 before a bad body's 400.
  app.accessProbe('/api/leagues/:leagueId', async (request) => visible((request.params as { leagueId: string }).leagueId, subscriber(request).id));

  api.get('/api/leagues', { ...base, schema: { ...schema, querystring: LeagueListQuery } }, (request, reply) =>
    guarded(reply, async () => ({ leagues: await listLeagues(db, subscriber(request).id) })),
  );

  api.get('/api/leagues/years', { ...base, schema }, (request, reply) =>
    guarded(reply, async () => {
      subscriber(request);
      return { years: await seasonYears(database) };
    }),
  );

  api.get('/api/leagues/unique-name', { ...base, schema: { ...schema, querystring: UniqueNameQuery } }, (request, reply) =>
    guarded(reply, async () => {
      const user = subscriber(request);
      const name = request.query.name.trim();
      return { available: name.length > 0 && !(await nameTaken(db, 'historical', user.id, name)) };
    }),
  );

  api.post('/api/leagues', { ...base, schema: { ...schema, body: CreateLeagueBody, response: { ...responses, 201: DataBody } } }, async (request, reply) => {
    try {
      const user = subscriber(request);
      const { leagueId, created } = await createHistoricalLeague(database, { id: user.id, username: user.username }, request.body, clock());
      if (created) await scheduler.plan(leagueId);
      const league = (await readLeague(db, leagueId))!;
      return reply.status(created ? 201 : 200).send({ data: await leagueDetail(db, league, user.id, clock()) });
    } catch (error) {
      return sendLeagueError(reply, error);
    }
  });

  api.get('/api/leagues/:leagueId', { ...base, schema: { ...schema, params: LeagueParams } }, (request, reply) =>
    guarded(reply, async () => {
      const user = subscriber(request);
      return leagueDetail(db, await visible(request.params.leagueId, user.id), user.id, clock());
    }),
  );

  api.get('/api/leagues/:leagueId/schedule', { ...base, schema: { ...schema, params: LeagueParams, querystring: ScheduleQuery } }, (request, reply) =>
    guarded(reply, async () => {
      const user = subscriber(request);
      return leagueSchedule(database, await visible(request.params.leagueId, user.id), user.id, request.query);
    }),
  );

  const cachedSchema = { ...schema, params: LeagueParams, response: { ...responses, 304: { type: 'null', description: 'The browser holds this answer (If-None-Match)' } } };

  api.get('/api/leagues/:leagueId/standings', { ...base, schema: cachedSchema }, kept(() => 'standings', (league) => leagueStandings(database, league)));

  api.get(
    '/api/leagues/:leagueId/statistics',
    { ...base, schema: { ...cachedSchema, querystring: StatisticsQuery } },
    kept(
      (request) => `statistics?${JSON.stringify(request.query)}`,
      (league, request) => leagueStatistics(database, league, request.query as Parameters<typeof leagueStatistics>[2]),
    ),
  );

  api.get('/api/leagues/:leagueId/leaders', { ...base, schema: cachedSchema }, kept(() => 'leaders', (league) => leagueLeaders(database, league)));

  api.get('/api/leagues/:leagueId/playoff', { ...base, schema: cachedSchema }, kept(() => 'playoff', (league) => leagueBracket(database, league)));

  api.get('/api/leagues/:leagueId/history-compare', { ...base, schema: cachedSchema }, kept(() => 'history-compare', (league) => historyCompare(database, league)));

  api.get('/api/leagues/:leagueId/schedule/:scheduleId/summary', { ...base, schema: { ...schema, params: LeagueGameParams } }, (request, reply) =>
    guarded(reply, async () => {
      const user = subscriber(request);
      return pregameSummary(database, await visible(request.params.leagueId, user.id), idOf(request.params.scheduleId), user.id);
    }),
  );

  api.get('/api/leagues/:leagueId/schedule/:scheduleId/box-score', { ...base, schema: { ...schema, params: LeagueGameParams } }, (request, reply) =>
    guarded(reply, async () => {
      const user = subscriber(request);
      return leagueBoxScore(database, await visible(request.params.leagueId, user.id), idOf(request.params.scheduleId), user.id);
    }),
  );

  /** The league (visible to the user) and one of its teams, 404 when there is no such team. */
  const leagueTeam = async (params: { leagueId: string; index: string }, userId: number) => {
    const league = await visible(params.leagueId, userId);
    const team = (await readTeams(db, league.id))[idOf(params.index)];
    if (!team) throw new LeagueError(LEAGUE_MESSAGES.notFound, 404);
    return { league, team };
  };
  /** The team's chart as its screen shows it; the usage limit is measured against the league's share of the real season. */
  const chart = async (league: LeagueRow, team: TeamRow, depth: StoredDepth, editable: boolean) => {
    const roster = await teamRoster(database, team);
    const usage = usageOf(team);
    const share = usageScale(league, roster);
    // The real games the record's totals cover: the league's games over the share, as the engine's plan measures them.
    const load = replayLoad(roster.players, usage, league.gamesPerTeam / share);
    return depthView(roster, team.idx, depth, usage, league.usageLimit as LeagueUsageLimit, share, editable, gameDh(league, roster), load);
  };

  api.get('/api/leagues/:leagueId/teams/:index/depth', { ...base, schema: { ...schema, params: LeagueTeamParams } }, (request, reply) =>
    guarded(reply, async () => {
      const user = subscriber(request);
      const { league, team } = await leagueTeam(request.params, user.id);
      return chart(league, team, team.depth, team.userId === user.id && league.status !== 'final');
    }),
  );

  api.put('/api/leagues/:leagueId/teams/:index/depth', { ...base, schema: { ...schema, params: LeagueTeamParams, body: DepthChartBody } }, (request, reply) =>
    guarded(reply, async () => {
      const user = subscriber(request);
      const { league, team } = await leagueTeam(request.params, user.id);
      if (team.userId !== user.id) throw new LeagueError(LEAGUE_MESSAGES.notManager, 403);
      if (league.status === 'final') throw new LeagueError(LEAGUE_MESSAGES.leagueOver, 409);
      const depth: StoredDepth = changeDepth(await teamRoster(database, team), team.depth, request.body);
      await db.update(leagueTeams).set({ depth }).where(and(eq(leagueTeams.leagueId, league.id), eq(leagueTeams.idx, team.idx)));
      return chart(league, team, depth, true);
    }),
  );

  // Restore: the chart back to the computer's choices (every unset part follows the roster again).
  api.post('/api/leagues/:leagueId/teams/:index/depth/restore', { ...base, schema: { ...schema, params: LeagueTeamParams } }, (request, reply) =>
    guarded(reply, async () => {
      const user = subscriber(request);
      const { league, team } = await leagueTeam(request.params, user.id);
      if (team.userId !== user.id) throw new LeagueError(LEAGUE_MESSAGES.notManager, 403);
      await db.update(leagueTeams).set({ depth: emptyDepth() }).where(and(eq(leagueTeams.leagueId, league.id), eq(leagueTeams.idx, team.idx)));
      return chart(league, team, emptyDepth(), league.status !== 'final');
    }),
  );

  api.post('/api/leagues/:leagueId/teams/:index/manager', { ...base, schema: { ...schema, params: LeagueTeamParams } }, (request, reply) =>
    guarded(reply, async () => {
      const user = subscriber(request);
      const { league, team } = await leagueTeam(request.params, user.id);
      if (league.ownerUserId !== user.id) throw new LeagueError(LEAGUE_MESSAGES.notOwner, 403);
      if (league.status !== 'scheduled') throw new LeagueError(LEAGUE_MESSAGES.started, 409);
      if (team.userId !== null) throw new LeagueError('Only a computer manager can be regenerated.', 409);
      const generation = Number((team.tendencies as { generation?: number } | null)?.generation ?? 0) + 1;
      const taken = new Set((await readTeams(db, league.id)).filter((t) => t.idx !== team.idx).map((t) => t.managerName));
      const manager = distinctManager(`${league.seed}-${team.idx}-${generation}`, taken);
      const [updated] = await db
        .update(leagueTeams)
        .set({ managerName: manager.name, tendencies: { ...manager.tendencies, generation } })
        .where(and(eq(leagueTeams.leagueId, league.id), eq(leagueTeams.idx, team.idx)))
        .returning();
      return teamView(updated as typeof team, user.id);
    }),
  );

  api.post('/api/leagues/:leagueId/schedule/:scheduleId/play', { ...base, schema: { ...schema, params: LeagueGameParams } }, (request, reply) =>
    guarded(reply, async () => {
      const user = subscriber(request);
      const leagueId = idOf(request.params.leagueId);
      const num = idOf(request.params.scheduleId);
      const gameId = await startUserGame(database, leagueId, num, user.id, clock(), events);
      return { refresh: false, gameId, game: await gameOf(leagueId, num, user.id) };
    }),
  );

  api.post('/api/leagues/:leagueId/schedule/:scheduleId/auto-play', { ...base, schema: { ...schema, params: LeagueGameParams } }, (request, reply) =>
    guarded(reply, async () => {
      const user = subscriber(request);
      const leagueId = idOf(request.params.leagueId);
      const num = idOf(request.params.scheduleId);
      await autoPlayUserGame(database, leagueId, num, { ...actorOf(request), userId: user.id }, clock(), events);
      await scheduler.plan(leagueId);
      return { refresh: true, gameId: null, game: await gameOf(leagueId, num, user.id) };
    }),
  );

  api.post('/api/leagues/:leagueId/sim', { ...base, schema: { ...schema, params: LeagueParams, body: SimBody } }, (request, reply) =>
    guarded(reply, async () => {
      const user = subscriber(request);
      const league = await visible(request.params.leagueId, user.id);
      if (league.ownerUserId !== user.id) throw new LeagueError(LEAGUE_MESSAGES.notOwner, 403);
      if (league.status === 'final') throw new LeagueError(LEAGUE_MESSAGES.leagueOver, 409);
      const mode = await ownerSim(database, league, user.id, request.body.to);
      if (mode.kind === 'end') await finishLiveGames(database, league.id, null);
      const played = await runLeague(database, league.id, mode, clock(), events);
      await scheduler.plan(league.id);
      return { played, league: await leagueDetail(db, (await readLeague(db, league.id))!, user.id, clock()) };
    }),
  );

  async function gameOf(leagueId: number, num: number, viewer: number) {
    const league = (await readLeague(db, leagueId))!;
    const { games } = await leagueSchedule(database, league, viewer, { from: num, limit: 1 });
    return games[0]!;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The kept league views and their counts (tests: a hit computes nothing). */
    leagueAnswers: LeagueAnswers;
    /** The leagues' revisions the cached views are checked against (tests: the reads they cost). */
    leagueHeads: LeagueHeads;
  }
}
