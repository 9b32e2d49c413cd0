import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { GameHistoryItem } from '@bb/contract';
import type { Database } from '../db/database';
import { games } from '../db/schema/games';
import { currentUser, requireUser } from '../auth';
import { DataBody, ErrorBody } from '@bb/contract/src/schemas/http';
import type { GameRecord } from './game-store';
import { GAME_TAGS } from './http';
import { HistoryQuery } from '@bb/contract/src/schemas/games';
import { loadTeamSeason } from './team-rosters';

export const HISTORY_PAGE_SIZE = 10;

async function teamName(database: Database, teamId: string, year: number): Promise<string> {
  try {
    return `${year} ${(await loadTeamSeason(database, teamId, year)).name}`;
  } catch {
    return `${year} ${teamId}`;
  }
}

async function historyItem(database: Database, record: GameRecord): Promise<GameHistoryItem> {
  return {
    id: record.id,
    mode: record.mode,
    status: record.status,
    exited: record.exited,
    userSide: record.userSide,
    away: { teamId: record.awayTeamId, year: record.awayYear, name: await teamName(database, record.awayTeamId, record.awayYear) },
    home: { teamId: record.homeTeamId, year: record.homeYear, name: await teamName(database, record.homeTeamId, record.homeYear) },
    score: record.summary?.score ?? null,
    inning: record.summary?.innings ?? null,
    summary: record.summary,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    finishedAt: record.finishedAt ? record.finishedAt.toISOString() : null,
  };
}

/** Spec §4 game history: the user's exhibition games, unfinished and finished, newest first. */
export function registerHistoryRoutes(app: FastifyInstance, database: Database): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/api/games/history',
    { preHandler: requireUser, schema: { tags: GAME_TAGS, querystring: HistoryQuery, response: { 200: DataBody, 400: ErrorBody, 401: ErrorBody } } },
    async (request) => {
      const user = currentUser(request);
      const page = request.query.page ?? 1;
      const filter = request.query.status ?? 'all';
      const where = and(
        eq(games.ownerUserId, user.id),
        eq(games.mode, 'exhibition'),
        filter === 'finished' ? eq(games.status, 'final') : filter === 'unfinished' ? sql`${games.status} <> 'final'` : undefined,
      );
      const [{ total } = { total: 0 }] = await database.db.select({ total: count() }).from(games).where(where);
      const rows = await database.db
        .select()
        .from(games)
        .where(where)
        .orderBy(desc(games.updatedAt), desc(games.createdAt))
        .limit(HISTORY_PAGE_SIZE)
        .offset((page - 1) * HISTORY_PAGE_SIZE);
      const items: GameHistoryItem[] = [];
      for (const row of rows) items.push(await historyItem(database, row as GameRecord));
      return { data: { games: items, pagination: { currentPage: page, totalPages: Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE)), total } } };
    },
  );
}
