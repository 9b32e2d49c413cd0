import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Database } from '../db/database';
import { DataBody, ErrorBody, LeagueIdParam, Year } from '../http/schemas';

const NOT_FOUND = { error: 'Oops! no record found' };

/** Spec §9 stat sorts. `min` sets the qualifying volume per team game, as the leagues do. */
const BATTING_SORTS = {
  avg: { expr: 'sum("H")::float / nullif(sum("AB"), 0)', order: 'DESC', qualify: 'pa' },
  obp: { expr: '(sum("H") + sum("BB") + coalesce(sum("HBP"),0))::float / nullif(sum("AB") + sum("BB") + coalesce(sum("HBP"),0) + coalesce(sum("SF"),0), 0)', order: 'DESC', qualify: 'pa' },
  slg: { expr: '(sum("H") + sum("2B") + 2*sum("3B") + 3*sum("HR"))::float / nullif(sum("AB"), 0)', order: 'DESC', qualify: 'pa' },
  ops: {
    expr: '(sum("H") + sum("BB") + coalesce(sum("HBP"),0))::float / nullif(sum("AB") + sum("BB") + coalesce(sum("HBP"),0) + coalesce(sum("SF"),0), 0) + (sum("H") + sum("2B") + 2*sum("3B") + 3*sum("HR"))::float / nullif(sum("AB"), 0)',
    order: 'DESC',
    qualify: 'pa',
  },
  hr: { expr: 'sum("HR")', order: 'DESC', qualify: null },
  rbi: { expr: 'sum("RBI")', order: 'DESC', qualify: null },
  sb: { expr: 'sum("SB")', order: 'DESC', qualify: null },
  h: { expr: 'sum("H")', order: 'DESC', qualify: null },
  r: { expr: 'sum("R")', order: 'DESC', qualify: null },
} as const;

const PITCHING_SORTS = {
  w: { expr: 'sum("W")', order: 'DESC', qualify: null },
  l: { expr: 'sum("L")', order: 'DESC', qualify: null },
  gs: { expr: 'sum("GS")', order: 'DESC', qualify: null },
  saves: { expr: 'sum("SV")', order: 'DESC', qualify: null },
  ip: { expr: 'sum("IPouts") / 3.0', order: 'DESC', qualify: null },
  so: { expr: 'sum("SO")', order: 'DESC', qualify: null },
  era: { expr: 'sum("ER") * 27.0 / nullif(sum("IPouts"), 0)', order: 'ASC', qualify: 'ip' },
  whip: { expr: '(sum("H") + sum("BB")) * 3.0 / nullif(sum("IPouts"), 0)', order: 'ASC', qualify: 'ip' },
} as const;

const SortQuery = Type.Object(
  {
    type: Type.Optional(Type.Union([Type.Literal('batting'), Type.Literal('pitching')])),
    sort: Type.Optional(Type.String({ maxLength: 8 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);

const Params = Type.Object({ lgId: LeagueIdParam, year: Year });

async function leagueTeams(database: Database, lgId: string, year: number) {
  const result = (await database.db.execute(sql`
    SELECT "teamID" AS "teamId", name, "divID" AS "divId", "Rank" AS rank, "G" AS games, "W" AS wins, "L" AS losses, "R" AS "runsScored", "RA" AS "runsAllowed",
           "DivWin" AS "divWin", "WCWin" AS "wcWin", "LgWin" AS "lgWin", "WSWin" AS "wsWin"
    FROM lahman_teams WHERE "lgID" = ${lgId} AND "yearID" = ${year}`)) as unknown as {
    rows: Array<{ teamId: string; name: string; divId: string | null; rank: number | null; games: number; wins: number; losses: number; runsScored: number; runsAllowed: number }>;
  };
  return result.rows;
}

export function registerLeagueRoutes(app: FastifyInstance, database: Database): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get('/api/leagues/:lgId/seasons/:year/standings', { schema: { tags: ['stats-and-ratings'], params: Params, response: { 200: DataBody, 404: ErrorBody } } }, async (request, reply) => {
    const teams = await leagueTeams(database, request.params.lgId, request.params.year);
    if (teams.length === 0) return reply.status(404).send(NOT_FOUND);
    const divisions = new Map<string, typeof teams>();
    for (const team of teams) {
      const key = team.divId ?? '';
      divisions.set(key, [...(divisions.get(key) ?? []), team]);
    }
    const standings = [...divisions.entries()].map(([division, rows]) => {
      rows.sort((a, b) => b.wins - b.losses - (a.wins - a.losses) || b.wins - a.wins);
      const leader = rows[0]!;
      return {
        division: division || null,
        teams: rows.map((t) => ({
          ...t,
          winPercentage: t.wins + t.losses > 0 ? t.wins / (t.wins + t.losses) : null,
          gamesBehind: (leader.wins - t.wins + (t.losses - leader.losses)) / 2,
        })),
      };
    });
    return { data: { lgId: request.params.lgId, year: request.params.year, standings } };
  });

  api.get(
    '/api/leagues/:lgId/seasons/:year/leaders',
    { schema: { tags: ['stats-and-ratings'], params: Params, querystring: SortQuery, response: { 200: DataBody, 400: ErrorBody, 404: ErrorBody } } },
    async (request, reply) => {
      const { lgId, year } = request.params;
      const type = request.query.type ?? 'batting';
      const sorts: Record<string, { expr: string; order: string; qualify: string | null }> = type === 'batting' ? BATTING_SORTS : PITCHING_SORTS;
      const sortKey = request.query.sort ?? (type === 'batting' ? 'avg' : 'era');
      const sort = sorts[sortKey];
      if (!sort) return reply.status(400).send({ error: `Must be one of: ${Object.keys(sorts).join(', ')}` });
      const teams = await leagueTeams(database, lgId, year);
      if (teams.length === 0) return reply.status(404).send(NOT_FOUND);
      // Qualifiers: 3.1 plate appearances or 1 inning per team game.
      const teamGames = Math.max(...teams.map((t) => t.games));
      const table = type === 'batting' ? 'lahman_batting' : 'lahman_pitching';
      const having =
        sort.qualify === 'pa'
          ? sql.raw(`HAVING sum("AB") + sum("BB") + coalesce(sum("HBP"),0) + coalesce(sum("SF"),0) + coalesce(sum("SH"),0) >= ${Math.floor(3.1 * teamGames)}`)
          : sort.qualify === 'ip'
            ? sql.raw(`HAVING sum("IPouts") >= ${teamGames * 3}`)
            : sql.raw(`HAVING ${sort.expr} IS NOT NULL`);
      const result = (await database.db.execute(sql`
        SELECT s."playerID" AS "playerId", p."nameFirst" AS "firstName", p."nameLast" AS "lastName", string_agg(DISTINCT s."teamID", '/') AS teams,
               ${sql.raw(sort.expr)} AS value
        FROM ${sql.raw(table)} s JOIN lahman_people p ON p."playerID" = s."playerID"
        WHERE s."lgID" = ${lgId} AND s."yearID" = ${year}
        GROUP BY s."playerID", p."nameFirst", p."nameLast"
        ${having}
        ORDER BY value ${sql.raw(sort.order)} NULLS LAST, s."playerID"
        LIMIT ${request.query.limit ?? 10}`)) as unknown as { rows: Array<{ value: number | string }> };
      return { data: { type, sort: sortKey, leaders: result.rows.map((r, i) => ({ rank: i + 1, ...r, value: Number(r.value) })) } };
    },
  );

  // Spec §2 eras; a year may be asked for one era or for all.
  const ERAS = [
    { name: 'Power Era', from: 1871, to: null },
    { name: 'Expansion Era', from: 1961, to: 1998 },
    { name: 'Integrated Era', from: 1947, to: 1960 },
    { name: 'Golden Era', from: 1920, to: 1946 },
    { name: 'Deadball Era', from: 1876, to: 1919 },
  ];
  api.get(
    '/api/years',
    { schema: { tags: ['stats-and-ratings'], querystring: Type.Object({ era: Type.Optional(Type.String({ maxLength: 40 })) }, { additionalProperties: false }), response: { 200: DataBody, 400: ErrorBody } } },
    async (request, reply) => {
      const era = request.query.era ? ERAS.find((e) => e.name.toLowerCase() === request.query.era?.toLowerCase()) : undefined;
      if (request.query.era && !era) return reply.status(400).send({ error: `Must be one of: ${ERAS.map((e) => e.name).join(', ')}` });
      const result = (await database.db.execute(sql`
        SELECT "yearID" AS year, array_agg(DISTINCT "lgID" ORDER BY "lgID") AS leagues, count(*)::int AS teams
        FROM lahman_teams
        WHERE ${era ? sql`"yearID" >= ${era.from} AND "yearID" <= ${era.to ?? 9999}` : sql`TRUE`}
        GROUP BY "yearID" ORDER BY "yearID" DESC`)) as unknown as { rows: unknown[] };
      return { data: { eras: ERAS, years: result.rows } };
    },
  );

  api.get('/api/franchises', { schema: { tags: ['stats-and-ratings'], response: { 200: DataBody } } }, async () => {
    const result = (await database.db.execute(sql`
      SELECT f."franchID" AS "franchId", f."franchName" AS name, f.active = 'Y' AS active, f."NAassoc" AS "naAssoc",
             min(t."yearID") AS "firstYear", max(t."yearID") AS "lastYear"
      FROM lahman_franchises f LEFT JOIN lahman_teams t ON t."franchID" = f."franchID"
      GROUP BY f."franchID", f."franchName", f.active, f."NAassoc" ORDER BY f."franchName"`)) as unknown as { rows: unknown[] };
    return { data: { franchises: result.rows } };
  });
}
