/** The trade and transaction routes (contract/src/trades-api.ts). For subscribers; private leagues only for members. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { desc, eq } from 'drizzle-orm';
import type { TradeCheck, TradeList, TradeRequest, TransactionList } from '@bb/contract';
import { DraftParams, TradeBody, TradeListQuery, TradeParams, TransactionBody } from '@bb/contract/src/schemas/drafts';
import { DataBody, ErrorBody } from '@bb/contract/src/schemas/http';
import { LeagueErrorBody } from '@bb/contract/src/schemas/leagues';
import type { Database } from '../db/database';
import { leagueTrades, leagueTransactions } from '../db/schema/drafts';
import { requireUser } from '../auth';
import { loadCards } from '../drafts';
import { idOf, sendLeagueError, subscriber } from '../leagues';
import { sideValue } from './computer-answer';
import { assertTradeWindow, managedTeam, readDraftLeague, rosterOf, teamOf, type DraftLeague } from './draft-league';
import { makeTransaction } from './free-agents';
import { tellTradeManagers, type TradeEvent } from './trade-notices';
import {
  acceptTrade, closeTrade, expireTrades, offerReasons, proposeToComputer, proposeToPerson, readTrade, TradeRefused, tradeByRequest, type TradeOffer, type TradeRow,
} from './trade-store';
import { tradeCardIds, tradeView, transactionView } from './trade-views';

const TradeErrorSchema = Type.Object({
  error: Type.String(),
  reasons: Type.Optional(Type.Array(Type.String())),
  trade: Type.Optional(Type.Unknown()),
  errors: Type.Optional(Type.Record(Type.String(), Type.String())),
});
const responses = { 200: DataBody, 201: DataBody, 400: LeagueErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: TradeErrorSchema };
const TAGS = ['trades'];

export interface TradeRouteDeps {
  database: Database;
  clock: () => Date;
}

export function registerTradeRoutes(app: FastifyInstance, { database, clock }: TradeRouteDeps): void {
  const db = database.db;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const base = { preHandler: requireUser };
  const schema = { tags: TAGS, response: responses };
  const myTeams = (dl: DraftLeague, userId: number) => new Set(dl.teams.filter((t) => t.userId === userId).map((t) => t.idx));

  /** Answers `{ data }` with `status`; a refused trade as 409 `{ error, reasons, trade? }`; LeagueErrors with their status. */
  const answer = async (reply: FastifyReply, work: () => Promise<{ status?: number; data: unknown }>, viewer?: () => Set<number>) => {
    try {
      const { status = 200, data } = await work();
      return reply.status(status).send({ data });
    } catch (error) {
      if (error instanceof TradeRefused) {
        const trade = error.trade ? tradeView(error.trade, await loadCards(database, tradeCardIds([error.trade])), viewer?.() ?? new Set()) : undefined;
        return reply.status(409).send({ error: error.message, reasons: error.reasons, ...(trade ? { trade } : {}) });
      }
      return sendLeagueError(reply, error);
    }
  };
  const tradeAnswer = async (dl: DraftLeague, row: TradeRow, userId: number) => tradeView(row, await loadCards(database, tradeCardIds([row])), myTeams(dl, userId));
  const notify = async (dl: DraftLeague, row: TradeRow, event: TradeEvent) =>
    tellTradeManagers(app.notifier, dl.league.id, row, dl.teams, await loadCards(database, tradeCardIds([row])), event);

  api.get('/api/leagues/:leagueId/trades', { ...base, schema: { ...schema, params: DraftParams, querystring: TradeListQuery } }, (request, reply) =>
    answer(reply, async () => {
      const user = subscriber(request);
      const dl = await readDraftLeague(db, idOf(request.params.leagueId), user.id);
      const now = clock();
      await expireTrades(db, dl.league.id, now);
      const mine = myTeams(dl, user.id);
      // Pending offers are between their two teams; what was decided is the league's history.
      const rows = (await db.select().from(leagueTrades).where(eq(leagueTrades.leagueId, dl.league.id)).orderBy(desc(leagueTrades.id))).filter((t) =>
        t.status === 'pending' ? request.query.status !== 'history' && (mine.has(t.fromTeam) || mine.has(t.toTeam)) : request.query.status !== 'pending',
      );
      const cards = await loadCards(database, tradeCardIds(rows));
      const data: TradeList = { trades: rows.map((t) => tradeView(t, cards, mine)), now: now.toISOString() };
      return { data };
    }),
  );

  /** The offer of a body, its league and its two teams, after the common checks (window, manager of fromTeam). */
  const offerOf = async (leagueId: string, body: TradeRequest, userId: number) => {
    const dl = await readDraftLeague(db, idOf(leagueId), userId);
    assertTradeWindow(dl);
    const from = managedTeam(dl, body.fromTeam, userId);
    const to = teamOf(dl, body.toTeam);
    const offer: TradeOffer = { fromTeam: from.idx, toTeam: to.idx, give: [...new Set(body.give)], get: [...new Set(body.get)], requestId: body.requestId ?? null };
    return { dl, from, to, offer };
  };

  api.post('/api/leagues/:leagueId/trades/check', { ...base, schema: { ...schema, params: DraftParams, body: TradeBody } }, (request, reply) =>
    answer(reply, async () => {
      const { dl, from, to, offer } = await offerOf(request.params.leagueId, request.body, subscriber(request).id);
      const cards = await loadCards(database, [...rosterOf(from), ...rosterOf(to), ...offer.give, ...offer.get]);
      const reasons = offerReasons(from, to, offer, cards, dl.draft.maxPlayers);
      const data: TradeCheck = { valid: reasons.length === 0, reasons, value: { fromTeam: sideValue(offer.get, cards), toTeam: sideValue(offer.give, cards) } };
      return { data };
    }),
  );

  api.post('/api/leagues/:leagueId/trades', { ...base, schema: { ...schema, params: DraftParams, body: TradeBody } }, (request, reply) =>
    answer(reply, async () => {
      const user = subscriber(request);
      const { dl, from, to, offer } = await offerOf(request.params.leagueId, request.body, user.id);
      const now = clock();
      await expireTrades(db, dl.league.id, now);
      const twin = await tradeByRequest(db, dl.league.id, offer.fromTeam, offer.requestId);
      if (twin) return { data: await tradeAnswer(dl, twin, user.id) };
      if (to.userId === null) {
        const { row, created } = await proposeToComputer(database, dl, offer, user.id, now);
        if (created) await notify(dl, row, row.status === 'accepted' ? 'accepted' : 'rejected');
        return { status: created ? 201 : 200, data: await tradeAnswer(dl, row, user.id) };
      }
      const cards = await loadCards(database, [...rosterOf(from), ...rosterOf(to), ...offer.give, ...offer.get]);
      const reasons = offerReasons(from, to, offer, cards, dl.draft.maxPlayers);
      if (reasons.length) throw new TradeRefused(reasons);
      const { row, created } = await proposeToPerson(db, dl.league.id, offer, user.id, now);
      if (created) await notify(dl, row, 'proposed');
      return { status: created ? 201 : 200, data: await tradeAnswer(dl, row, user.id) };
    }),
  );

  /** The trade of the path, in a draft league the user sees, if he manages the side that may take this step. */
  const tradeFor = async (params: { leagueId: string; tradeId: string }, userId: number, side: 'fromTeam' | 'toTeam') => {
    const dl = await readDraftLeague(db, idOf(params.leagueId), userId);
    const trade = await readTrade(db, dl.league.id, idOf(params.tradeId));
    managedTeam(dl, trade[side], userId);
    return { dl, trade };
  };

  api.post('/api/leagues/:leagueId/trades/:tradeId/accept', { ...base, schema: { ...schema, params: TradeParams } }, (request, reply) => {
    let viewer = new Set<number>();
    return answer(
      reply,
      async () => {
        const user = subscriber(request);
        const { dl, trade } = await tradeFor(request.params, user.id, 'toTeam');
        viewer = myTeams(dl, user.id);
        assertTradeWindow(dl);
        try {
          const row = await acceptTrade(database, dl, trade, clock());
          await notify(dl, row, 'accepted');
          return { data: await tradeAnswer(dl, row, user.id) };
        } catch (error) {
          // Players moved since the offer: it was rejected with the reason, and both managers hear of it.
          if (error instanceof TradeRefused && error.trade?.status === 'rejected' && trade.status === 'pending') await notify(dl, error.trade, 'rejected');
          throw error;
        }
      },
      () => viewer,
    );
  });

  for (const [step, side, status] of [
    ['reject', 'toTeam', 'rejected'],
    ['withdraw', 'fromTeam', 'withdrawn'],
  ] as const) {
    api.post(`/api/leagues/:leagueId/trades/:tradeId/${step}`, { ...base, schema: { ...schema, params: TradeParams } }, (request, reply) =>
      answer(reply, async () => {
        const user = subscriber(request);
        const { dl, trade } = await tradeFor(request.params, user.id, side);
        const row = await closeTrade(db, trade, status, clock());
        await notify(dl, row, status);
        return { data: await tradeAnswer(dl, row, user.id) };
      }),
    );
  }

  api.get('/api/leagues/:leagueId/transactions', { ...base, schema: { ...schema, params: DraftParams } }, (request, reply) =>
    answer(reply, async () => {
      const dl = await readDraftLeague(db, idOf(request.params.leagueId), subscriber(request).id);
      const rows = await db.select().from(leagueTransactions).where(eq(leagueTransactions.leagueId, dl.league.id)).orderBy(desc(leagueTransactions.id)).limit(500);
      const cards = await loadCards(database, rows.flatMap((r) => [...r.players, ...r.received]));
      const data: TransactionList = { transactions: rows.map((r) => transactionView(r, cards)) };
      return { data };
    }),
  );

  api.post('/api/leagues/:leagueId/transactions', { ...base, schema: { ...schema, params: DraftParams, body: TransactionBody } }, (request, reply) =>
    answer(reply, async () => {
      const user = subscriber(request);
      const dl = await readDraftLeague(db, idOf(request.params.leagueId), user.id);
      assertTradeWindow(dl);
      managedTeam(dl, request.body.team, user.id);
      const { rows, created } = await makeTransaction(database, dl, request.body, clock());
      const first = rows[0] as (typeof rows)[number];
      return { status: created ? 201 : 200, data: transactionView(first, await loadCards(database, [...first.players, ...first.received])) };
    }),
  );
}
