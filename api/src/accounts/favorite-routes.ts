import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { favoritePlayers, favoriteTeams } from '../db/schema/index';
import type { Db } from '../db/database';
import { currentUser, requireFullUser, requireUser } from '../auth/index';
import { bearer, closed, PageQuery, SMALL_BODY, Str } from './schemas';
import { httpError } from './http';
import { AddFavoriteTeamBody, AddFavoritePlayerBody, CustomTeamId, LahmanId } from '@bb/contract/src/schemas/accounts';

export const FAVORITES_PAGE_SIZE = 10;

/** The guest request hook may append isGuest=true to paths containing /players or /teams. */
const IsGuest = Type.Optional(Str(5));

const PlayersQuery = Type.Object({ playerType: Type.Optional(Str(10)), page: Type.Optional(PageQuery), isGuest: IsGuest }, closed);
const TeamsQuery = Type.Object({ isReguar: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])), page: Type.Optional(PageQuery), isGuest: IsGuest }, closed);

const PlayerKeyParams = Type.Object({ playerId: LahmanId, position: Type.String({ pattern: '^(10|[0-9])$' }), customTeamId: CustomTeamId }, closed);
const TeamFavoriteParams = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,9}$' }) }, closed);

/** A favorite outside any custom team is stored under '0', so its DELETE path has a segment. */
const NO_CUSTOM_TEAM = '0';

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

function pagination(page: number, totalItems: number) {
  return { currentPage: page, totalPages: Math.ceil(totalItems / FAVORITES_PAGE_SIZE), totalItems, pageSize: FAVORITES_PAGE_SIZE };
}

const iso = (value: unknown) => new Date(value as string | Date).toISOString();

interface PlayerRow {
  player_id: string;
  year: number | null;
  position: number;
  custom_team_id: string;
  player_type: string;
  created_at: string | Date;
  nameFirst: string | null;
  nameLast: string | null;
  bats: string | null;
  throws: string | null;
}

interface TeamRow {
  id: number;
  team_id: string;
  year: number;
  created_at: string | Date;
  name: string | null;
  lgID: string | null;
  franchID: string | null;
  W: number | null;
  L: number | null;
}

const playerView = (row: PlayerRow) => ({
  playerId: row.player_id,
  year: row.year,
  position: row.position,
  customTeamId: row.custom_team_id,
  playerType: row.player_type,
  firstName: row.nameFirst,
  lastName: row.nameLast,
  bats: row.bats,
  throws: row.throws,
  createdAt: iso(row.created_at),
});

const teamView = (row: TeamRow) => ({
  id: row.id,
  teamId: row.team_id,
  year: row.year,
  name: row.name,
  leagueId: row.lgID,
  franchiseId: row.franchID,
  wins: row.W,
  losses: row.L,
  createdAt: iso(row.created_at),
});

function selectPlayers(where: SQL, limit = 1, offset = 0): SQL {
  return sql`select f.player_id, f.year, f.position, f.custom_team_id, f.player_type, f.created_at,
      p."nameFirst", p."nameLast", p."bats", p."throws"
    from favorite_players f left join lahman_people p on p."playerID" = f.player_id
    where ${where} order by f.created_at desc, f.player_id limit ${limit} offset ${offset}`;
}

function selectTeams(where: SQL, limit = 1, offset = 0): SQL {
  return sql`select f.id, f.team_id, f.year, f.created_at, t."name", t."lgID", t."franchID", t."W", t."L"
    from favorite_teams f left join lahman_teams t on t."teamID" = f.team_id and t."yearID" = f.year
    where ${where} order by f.created_at desc, f.id desc limit ${limit} offset ${offset}`;
}

export function registerFavoriteRoutes(app: FastifyInstance, db: Db): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const auth = { preHandler: [requireUser, requireFullUser] };

  r.get(
    '/api/favorites/players',
    { ...auth, schema: { tags: ['favorites'], summary: 'Favorite batters (playerType=B) or pitchers (anything else), paged', querystring: PlayersQuery, security: bearer } },
    async (request) => {
      const user = currentUser(request);
      const type = request.query.playerType === 'B' ? 'B' : 'P';
      const page = Number(request.query.page ?? 1);
      const where = sql`f.user_id = ${user.id} and f.player_type = ${type}`;
      const [count] = await rows<{ n: number }>(db, sql`select count(*)::int as n from favorite_players f where ${where}`);
      const found = await rows<PlayerRow>(db, selectPlayers(where, FAVORITES_PAGE_SIZE, (page - 1) * FAVORITES_PAGE_SIZE));
      return { data: { players: found.map(playerView), pagination: pagination(page, Number(count?.n ?? 0)) } };
    },
  );

  r.post(
    '/api/favorites/players',
    { ...auth, bodyLimit: SMALL_BODY, schema: { tags: ['favorites'], summary: 'Add a favorite player (idempotent)', body: AddFavoritePlayerBody, security: bearer } },
    async (request, reply) => {
      const user = currentUser(request);
      const body = request.body;
      const [person] = await rows<{ playerID: string }>(db, sql`select "playerID" from lahman_people where "playerID" = ${body.playerId} limit 1`);
      if (!person) throw httpError(404, 'Player not found');
      const customTeamId = body.customTeamId === undefined || body.customTeamId === null || body.customTeamId === '' ? NO_CUSTOM_TEAM : String(body.customTeamId);
      const inserted = await db
        .insert(favoritePlayers)
        .values({ userId: user.id, playerId: person.playerID, position: body.position, customTeamId, playerType: body.playerType, year: body.year ?? null })
        .onConflictDoNothing()
        .returning({ playerId: favoritePlayers.playerId });
      const where = sql`f.user_id = ${user.id} and f.player_id = ${person.playerID} and f.position = ${body.position} and f.custom_team_id = ${customTeamId}`;
      const [row] = await rows<PlayerRow>(db, selectPlayers(where));
      return reply.status(inserted.length > 0 ? 201 : 200).send({ data: playerView(row!) });
    },
  );

  r.delete(
    '/api/favorites/players/:playerId/:position/:customTeamId',
    { ...auth, schema: { tags: ['favorites'], summary: 'Remove a favorite player', params: PlayerKeyParams, security: bearer } },
    async (request) => {
      const user = currentUser(request);
      const { playerId, customTeamId } = request.params;
      const position = Number(request.params.position);
      const removed = await db
        .delete(favoritePlayers)
        .where(
          and(
            eq(favoritePlayers.userId, user.id),
            eq(favoritePlayers.playerId, playerId),
            eq(favoritePlayers.position, position),
            eq(favoritePlayers.customTeamId, customTeamId),
          ),
        )
        .returning({ playerId: favoritePlayers.playerId });
      if (removed.length === 0) throw httpError(404, 'This player is not in your favorites');
      return { data: { playerId, position, customTeamId } };
    },
  );

  r.get(
    '/api/favorites/teams',
    {
      ...auth,
      schema: {
        tags: ['favorites'],
        summary: 'Favorite teams, paged (isReguar=true: historical teams; false: custom teams, of which there are none yet)',
        querystring: TeamsQuery,
        security: bearer,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const page = Number(request.query.page ?? 1);
      if (request.query.isReguar === 'false') return { data: { teams: [], pagination: pagination(page, 0) } };
      const where = sql`f.user_id = ${user.id}`;
      const [count] = await rows<{ n: number }>(db, sql`select count(*)::int as n from favorite_teams f where ${where}`);
      const found = await rows<TeamRow>(db, selectTeams(where, FAVORITES_PAGE_SIZE, (page - 1) * FAVORITES_PAGE_SIZE));
      return { data: { teams: found.map(teamView), pagination: pagination(page, Number(count?.n ?? 0)) } };
    },
  );

  r.post(
    '/api/favorites/teams',
    { ...auth, bodyLimit: SMALL_BODY, schema: { tags: ['favorites'], summary: 'Add a favorite team season (idempotent)', body: AddFavoriteTeamBody, security: bearer } },
    async (request, reply) => {
      const user = currentUser(request);
      const { teamId, year } = request.body;
      const [team] = await rows<{ teamID: string }>(db, sql`select "teamID" from lahman_teams where "teamID" = ${teamId} and "yearID" = ${year} limit 1`);
      if (!team) throw httpError(404, 'Team not found');
      const inserted = await db
        .insert(favoriteTeams)
        .values({ userId: user.id, teamId: team.teamID, year })
        .onConflictDoNothing()
        .returning({ id: favoriteTeams.id });
      const [row] = await rows<TeamRow>(db, selectTeams(sql`f.user_id = ${user.id} and f.team_id = ${team.teamID} and f.year = ${year}`));
      return reply.status(inserted.length > 0 ? 201 : 200).send({ data: teamView(row!) });
    },
  );

  r.delete(
    '/api/favorites/teams/:id',
    { ...auth, schema: { tags: ['favorites'], summary: 'Remove a favorite team (id of the favorite)', params: TeamFavoriteParams, security: bearer } },
    async (request) => {
      const user = currentUser(request);
      const id = Number(request.params.id);
      const removed = await db
        .delete(favoriteTeams)
        .where(and(eq(favoriteTeams.id, id), eq(favoriteTeams.userId, user.id)))
        .returning({ id: favoriteTeams.id });
      if (removed.length === 0) throw httpError(404, 'This team is not in your favorites');
      return { data: { id } };
    },
  );
}
