/** The draft routes (contract `drafts-api.ts`): setup, the room's reads, and the commands on the room. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CreateDraftLeagueBody, DraftChatBody, DraftChatQuery, DraftJoinBody, DraftListQuery, DraftParams, DraftPickBody, DraftPlayerParams, DraftPoolQuery,
  DraftQueueBody, DraftUndoBody, RescheduleDraftBody,
} from '@bb/contract/src/schemas/drafts';
import { requireUser } from '../auth';
import { isMember, readLeague, readTeams } from '../leagues';
import { createDraftLeague } from './create-draft';
import { readChat, writeChat } from './draft-chat';
import { joinDraft, pauseDraft, rescheduleDraft, resumeDraftNow, setQueue, undoPick } from './draft-commands';
import { refuse } from './draft-error';
import { DRAFT_TAGS, answer, draftResponses, draftUser, roomFor, sendRefusal, visibleDraft, type DraftContext } from './draft-http';
import { wakeOf } from './draft-catch-up';
import { personPick } from './draft-picks';
import { roomData } from './draft-room';
import { readDraft, readHead } from './draft-store';
import { listDrafts, poolOptions, poolPage, poolPlayer, summary, validation } from './draft-views';
import { registerDraftStream } from './draft-stream-route';

export function registerDraftRoutes(app: FastifyInstance, ctx: DraftContext): void {
  const { database, clock, scheduler, streams } = ctx;
  const db = database.db;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const base = { preHandler: requireUser };
  const schema = { tags: DRAFT_TAGS, response: draftResponses };
  const params = { ...schema, params: DraftParams };

  /** After a change: every stream learns the new version, and the scheduler the new wake. */
  const changed = async (leagueId: number) => {
    const head = await readHead(db, leagueId);
    if (!head) return;
    await streams.changed(leagueId, head.version);
    await scheduler.plan(leagueId, wakeOf(head));
  };
  const commissioner = async (leagueId: string, userId: number) => {
    const league = await visibleDraft(database, leagueId, userId);
    if (league.ownerUserId !== userId) throw refuse.notCommissioner();
    return league;
  };
  const member = async (leagueId: string, userId: number) => {
    const league = await visibleDraft(database, leagueId, userId);
    if (!(await isMember(db, league.id, userId))) throw refuse.notManager();
    return league;
  };
  /** A draft league that exists (joining a private one takes its invitation token, so visibility is not asked). */
  const draftLeague = async (leagueId: string) => {
    const league = await readLeague(db, Number(leagueId));
    if (!league || league.kind !== 'draft') throw refuse.notFound();
    return league;
  };
  // Who cannot see the draft gets its 403/404 before a bad body's 400.
  const probe = (check: (request: FastifyRequest) => Promise<unknown>) => async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await check(request);
    } catch (error) {
      return sendRefusal(ctx, request, reply, error);
    }
  };
  const leagueIdOf = (request: FastifyRequest) => (request.params as { leagueId: string }).leagueId;
  app.accessProbe('/api/drafts/:leagueId', probe((request) => visibleDraft(database, leagueIdOf(request), draftUser(request).id)));
  app.accessProbe(
    '/api/drafts/:leagueId/join',
    probe(async (request) => {
      draftUser(request);
      return draftLeague(leagueIdOf(request));
    }),
  );

  api.get('/api/drafts/pool-options', { ...base, schema }, (request, reply) =>
    answer(ctx, request, reply, async () => {
      draftUser(request);
      return poolOptions(database);
    }),
  );

  api.post('/api/drafts', { ...base, schema: { ...schema, body: CreateDraftLeagueBody } }, async (request, reply) => {
    let status = 200;
    return answer(ctx, request, reply, async () => {
      const user = draftUser(request);
      const made = await createDraftLeague(database, { id: user.id, username: user.username }, request.body, clock());
      if (made.created) {
        status = 201;
        await scheduler.plan(made.leagueId);
        await ctx.invite(made.leagueId, request.body.name.trim(), made.invited);
      }
      return roomFor(ctx, made.leagueId, user.id);
    }, () => status);
  });

  api.get('/api/drafts', { ...base, schema: { ...schema, querystring: DraftListQuery } }, (request, reply) =>
    answer(ctx, request, reply, async () => ({ leagues: await listDrafts(database, draftUser(request).id, request.query.scope ?? 'mine'), now: clock().toISOString() })),
  );

  api.get('/api/drafts/:leagueId', { ...base, schema: params }, (request, reply) =>
    answer(ctx, request, reply, async () => {
      const user = draftUser(request);
      const league = await visibleDraft(database, request.params.leagueId, user.id);
      return roomFor(ctx, league.id, user.id);
    }),
  );

  api.get('/api/drafts/:leagueId/pool', { ...base, schema: { ...params, querystring: DraftPoolQuery } }, (request, reply) =>
    answer(ctx, request, reply, async () => {
      const user = draftUser(request);
      const league = await visibleDraft(database, request.params.leagueId, user.id);
      return poolPage(await roomData(database, league.id), request.query, { userId: user.id });
    }),
  );

  api.get('/api/drafts/:leagueId/players/:cardId', { ...base, schema: { ...schema, params: DraftPlayerParams } }, (request, reply) =>
    answer(ctx, request, reply, async () => {
      const user = draftUser(request);
      const league = await visibleDraft(database, request.params.leagueId, user.id);
      const player = poolPlayer(await roomData(database, league.id), request.params.cardId, { userId: user.id });
      if (!player) throw refuse.notFound();
      return player;
    }),
  );

  api.get('/api/drafts/:leagueId/validation', { ...base, schema: params }, (request, reply) =>
    answer(ctx, request, reply, async () => {
      const league = await visibleDraft(database, request.params.leagueId, draftUser(request).id);
      return validation(await roomData(database, league.id));
    }),
  );

  api.get('/api/drafts/:leagueId/summary', { ...base, schema: params }, (request, reply) =>
    answer(ctx, request, reply, async () => {
      const user = draftUser(request);
      const league = await visibleDraft(database, request.params.leagueId, user.id);
      return summary(await roomData(database, league.id), await roomFor(ctx, league.id, user.id));
    }),
  );

  api.post('/api/drafts/:leagueId/picks', { ...base, schema: { ...params, body: DraftPickBody } }, (request, reply) =>
    answer(ctx, request, reply, async () => {
      const user = draftUser(request);
      const league = await visibleDraft(database, request.params.leagueId, user.id);
      const outcome = await personPick(database, league.id, { userId: user.id, isCommissioner: league.ownerUserId === user.id }, request.body, clock());
      await streams.changed(league.id, outcome.state.version);
      await scheduler.plan(league.id, outcome.deadline);
      if (outcome.complete) await ctx.completed(league.id);
      return roomFor(ctx, league.id, user.id);
    }),
  );

  api.put('/api/drafts/:leagueId/queue', { ...base, schema: { ...params, body: DraftQueueBody } }, (request, reply) =>
    answer(ctx, request, reply, async () => {
      const user = draftUser(request);
      const league = await visibleDraft(database, request.params.leagueId, user.id);
      const team = (await readTeams(db, league.id)).find((t) => t.userId === user.id);
      const draft = await readDraft(db, league.id);
      if (!team || !draft) throw refuse.notManager();
      await setQueue(database, draft, team.idx, request.body.cardIds);
      return roomFor(ctx, league.id, user.id);
    }),
  );

  const command = (path: string, run: (leagueId: number, body: never) => Promise<unknown>, body?: typeof DraftUndoBody | typeof RescheduleDraftBody) =>
    api.post(`/api/drafts/:leagueId/${path}`, { ...base, schema: { ...params, ...(body ? { body } : {}) } }, (request, reply) =>
      answer(ctx, request, reply, async () => {
        const user = draftUser(request);
        const league = await commissioner(request.params.leagueId, user.id);
        await run(league.id, request.body as never);
        await changed(league.id);
        return roomFor(ctx, league.id, user.id);
      }),
    );
  command('pause', (id) => pauseDraft(database, id, clock()));
  command('resume', (id) => resumeDraftNow(database, id, clock()));
  command('undo', (id, body: { pick: number }) => undoPick(database, id, body.pick, clock()), DraftUndoBody);
  command('reschedule', (id, body: { draftHeldAt: string; gamesBeginAt?: string }) => rescheduleDraft(database, id, body, clock()), RescheduleDraftBody);

  api.post('/api/drafts/:leagueId/join', { ...base, schema: { ...params, body: DraftJoinBody } }, (request, reply) =>
    answer(ctx, request, reply, async () => {
      const user = draftUser(request);
      const league = await draftLeague(request.params.leagueId);
      await joinDraft(database, league.id, { id: user.id, username: user.username }, request.body.token, clock());
      await changed(league.id);
      return roomFor(ctx, league.id, user.id);
    }),
  );

  api.get('/api/drafts/:leagueId/chat', { ...base, schema: { ...params, querystring: DraftChatQuery } }, (request, reply) =>
    answer(ctx, request, reply, async () => {
      const league = await member(request.params.leagueId, draftUser(request).id);
      return { messages: await readChat(db, league.id, request.query.after ?? 0) };
    }),
  );

  api.post('/api/drafts/:leagueId/chat', { ...base, schema: { ...params, body: DraftChatBody } }, (request, reply) =>
    answer(ctx, request, reply, async () => {
      const user = draftUser(request);
      const league = await member(request.params.leagueId, user.id);
      const team = (await readTeams(db, league.id)).find((t) => t.userId === user.id)?.idx ?? null;
      const message = await writeChat(db, league.id, user, team, request.body.text, clock());
      await streams.chat(league.id, (await readHead(db, league.id))?.version ?? 0, message.id);
      return message;
    }),
  );

  registerDraftStream(app, ctx);
}
