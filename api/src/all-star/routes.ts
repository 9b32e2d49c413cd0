import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, desc, eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { AllStarFranchise, AllStarMyGame } from '@bb/contract';
import { AllStarGameParams, CustomPreviewBody, PlayAllStarBody } from '@bb/contract/src/schemas/all-star';
import { DataBody, ErrorBody } from '@bb/contract/src/schemas/http';
import type { Database } from '../db/database';
import { games } from '../db/schema/games';
import { currentUser, requireUser } from '../auth';
import { assertMayPlay } from '../games';
import { policyOf } from '../games';
import { GameSetupError, loadGameTeam } from '../games';
import type { GameRecord } from '../games';
import { catalogOf } from './catalog';
import { checkSpec, dataYears, loadCustomTeam } from './custom-teams';
import { playAllStar } from './play';
import { NOT_FOUND, loadRealSide, realGame } from './real-teams';
import { customTeamId, parseGameKey } from './team-ids';
import { customTeamDetail, realTeamDetail } from './views';

const TAGS = ['all-star'];
const responses = { 200: DataBody, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const MY_GAMES = 20;

async function teamName(database: Database, teamId: string, year: number): Promise<string> {
  try {
    const team = await loadGameTeam(database, teamId, year);
    return team.fullName ?? `${year} ${team.name}`;
  } catch {
    return teamId;
  }
}

export function registerAllStarRoutes(app: FastifyInstance, database: Database): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get('/api/all-star/games', { schema: { tags: TAGS, response: responses } }, async () => ({
    data: { games: [...(await catalogOf(database)).values()].map((entry) => entry.game) },
  }));

  api.get('/api/all-star/games/:key', { schema: { tags: TAGS, params: AllStarGameParams, response: responses } }, async (request) => {
    const key = parseGameKey(request.params.key);
    if (!key) throw new GameSetupError(NOT_FOUND, 404);
    const { game } = await realGame(database, key);
    const away = await loadRealSide(database, key, game.away.lgId);
    const home = await loadRealSide(database, key, game.home.lgId);
    return { data: { game, away: realTeamDetail(away), home: realTeamDetail(home) } };
  });

  api.get('/api/all-star/franchises', { schema: { tags: TAGS, response: responses } }, async () => {
    const rows = (await database.db.execute(sql`
      SELECT f."franchID" AS "franchId", f."franchName" AS name, min(t."yearID") AS "firstYear", max(t."yearID") AS "lastYear"
      FROM lahman_franchises f JOIN lahman_teams t ON t."franchID" = f."franchID"
      WHERE t."lgID" IN ('AL', 'NL') GROUP BY f."franchID", f."franchName" ORDER BY f."franchName"`)) as unknown as { rows: AllStarFranchise[] };
    const franchises = rows.rows.map((r) => ({ ...r, firstYear: Number(r.firstYear), lastYear: Number(r.lastYear) }));
    return { data: { franchises, years: await dataYears(database) } };
  });

  api.post('/api/all-star/custom-team', { schema: { tags: TAGS, body: CustomPreviewBody, response: responses } }, async (request) => {
    await checkSpec(database, request.body);
    return { data: customTeamDetail(await loadCustomTeam(database, customTeamId(request.body))) };
  });

  api.post(
    '/api/all-star/play',
    { preHandler: requireUser, schema: { tags: TAGS, body: PlayAllStarBody, response: { ...responses, 201: DataBody } } },
    async (request, reply) => {
      assertMayPlay(policyOf('all-star'), request.user);
      const result = await playAllStar(database, currentUser(request).id, request.body);
      return reply.status(201).send({ data: result });
    },
  );

  api.get('/api/all-star/my-games', { preHandler: requireUser, schema: { tags: TAGS, response: responses } }, async (request) => {
    const user = currentUser(request);
    const rows = (await database.db
      .select()
      .from(games)
      .where(and(eq(games.ownerUserId, user.id), eq(games.mode, 'all-star')))
      .orderBy(desc(games.updatedAt), desc(games.createdAt))
      .limit(MY_GAMES)) as GameRecord[];
    const out: AllStarMyGame[] = [];
    for (const r of rows) {
      out.push({
        gameId: r.id,
        status: r.status,
        away: { teamId: r.awayTeamId, name: await teamName(database, r.awayTeamId, r.awayYear) },
        home: { teamId: r.homeTeamId, name: await teamName(database, r.homeTeamId, r.homeYear) },
        userSide: r.userSide,
        score: r.summary?.score ?? null,
        updatedAt: r.updatedAt.toISOString(),
      });
    }
    return { data: { games: out } };
  });
}
