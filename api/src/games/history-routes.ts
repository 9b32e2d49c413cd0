import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { GameHistoryItem, GameSideName, GameSummary } from '@bb/contract';
import type { Database } from '../db/database';
import { games } from '../db/schema/games';
import { h2hGames } from '../db/schema/head-to-head';
import { currentUser, requireUser } from '../auth';
import { DataBody, ErrorBody } from '@bb/contract/src/schemas/http';
import type { GameRecord } from './game-store';
import { GAME_TAGS } from './http';
import { HistoryQuery } from '@bb/contract/src/schemas/games';
import { loadGameTeam } from './team-rosters';

export const HISTORY_PAGE_SIZE = 10;
/** The modes whose games their owner plays alone against the computer, resumable from the history. */
const OWN_GAME_MODES = ['exhibition', 'all-star'] as const;

/** "1927 New York Yankees" (the team-season as history and invitations name it). */
export async function teamName(database: Database, teamId: string, year: number): Promise<string> {
  try {
    const team = await loadGameTeam(database, teamId, year);
    return team.fullName ?? `${year} ${team.name}`;
  } catch {
    return `${year} ${teamId}`;
  }
}

/** The stored summary is the owner's; the other player of a head-to-head game reads the result from his side. */
function summaryFor(summary: GameSummary | null, side: GameSideName): GameSummary | null {
  if (!summary || summary.side === side) return summary;
  const other: GameSideName = side === 'away' ? 'home' : 'away';
  // Hits, home runs and strikeouts stay the owner's side's: the row does not keep them per side.
  return { ...summary, side, userWon: summary.winner === null ? null : summary.winner === side, runs: summary.score[side], runsAllowed: summary.score[other] };
}

async function historyItem(database: Database, record: GameRecord, side: GameSideName | 'none'): Promise<GameHistoryItem> {
  return {
    id: record.id,
    mode: record.mode,
    status: record.status,
    exited: record.exited,
    userSide: side,
    away: { teamId: record.awayTeamId, year: record.awayYear, name: await teamName(database, record.awayTeamId, record.awayYear) },
    home: { teamId: record.homeTeamId, year: record.homeYear, name: await teamName(database, record.homeTeamId, record.homeYear) },
    score: record.summary?.score ?? null,
    inning: record.summary?.innings ?? null,
    summary: side === 'none' ? record.summary : summaryFor(record.summary, side),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    finishedAt: record.finishedAt ? record.finishedAt.toISOString() : null,
  };
}

/**
 * Game history: the user's exhibition and all-star games and the head-to-head games he played in (either seat, as
 * `h2h_games` remembers it after a take-over), unfinished and finished, newest first.
 */
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
        or(
          and(eq(games.ownerUserId, user.id), inArray(games.mode, [...OWN_GAME_MODES])),
          and(eq(games.mode, 'head-to-head'), or(eq(h2hGames.awayUserId, user.id), eq(h2hGames.homeUserId, user.id))),
        ),
        filter === 'finished' ? eq(games.status, 'final') : filter === 'unfinished' ? sql`${games.status} <> 'final'` : undefined,
      );
      const [{ total } = { total: 0 }] = await database.db.select({ total: count() }).from(games).leftJoin(h2hGames, eq(h2hGames.gameId, games.id)).where(where);
      const rows = await database.db
        .select({ game: games, awayUserId: h2hGames.awayUserId, homeUserId: h2hGames.homeUserId })
        .from(games)
        .leftJoin(h2hGames, eq(h2hGames.gameId, games.id))
        .where(where)
        .orderBy(desc(games.updatedAt), desc(games.createdAt))
        .limit(HISTORY_PAGE_SIZE)
        .offset((page - 1) * HISTORY_PAGE_SIZE);
      const items: GameHistoryItem[] = [];
      for (const row of rows) {
        const record = row.game as GameRecord;
        const side = row.awayUserId === user.id ? 'away' : row.homeUserId === user.id ? 'home' : record.userSide;
        items.push(await historyItem(database, record, side));
      }
      return { data: { games: items, pagination: { currentPage: page, totalPages: Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE)), total } } };
    },
  );
}
