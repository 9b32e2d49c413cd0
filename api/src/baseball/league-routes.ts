import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { perGame, winPct } from '@bb/engine';
import type { Database } from '../db/database';
import { DataBody, ErrorBody, LeagueIdParam, Year } from '@bb/contract/src/schemas/http';
import type { ReadCache } from './read-cache';
import { ipSql, opsSql, rateSql, type CountColumns } from './rate-sql';

const NOT_FOUND = { error: 'Oops! no record found' };

/** A leaders row's counts as sums over its stints; hit by pitch and sacrifice flies not recorded count as none. */
const BATTING_COUNTS: CountColumns = {
  ab: 'sum("AB")', h: 'sum("H")', d: 'sum("2B")', t: 'sum("3B")', hr: 'sum("HR")', bb: 'sum("BB")', hbp: 'coalesce(sum("HBP"),0)', sf: 'coalesce(sum("SF"),0)',
};
const PITCHING_COUNTS: CountColumns = { outs: 'sum("IPouts")', h: 'sum("H")', bb: 'sum("BB")', er: 'sum("ER")' };

/** Every column of a leaders row; the sort names (w, l, era, avg, hr, …) are among them. */
const BATTING_COLUMNS = {
  g: 'sum("G")',
  ab: 'sum("AB")',
  r: 'sum("R")',
  h: 'sum("H")',
  doubles: 'sum("2B")',
  triples: 'sum("3B")',
  hr: 'sum("HR")',
  rbi: 'sum("RBI")',
  sb: 'sum("SB")',
  bb: 'sum("BB")',
  so: 'sum("SO")',
  avg: rateSql('avg', BATTING_COUNTS),
  obp: rateSql('obp', BATTING_COUNTS),
  slg: rateSql('slg', BATTING_COUNTS),
  ops: opsSql(BATTING_COUNTS),
} as const;

const PITCHING_COLUMNS = {
  w: 'sum("W")',
  l: 'sum("L")',
  g: 'sum("G")',
  gs: 'sum("GS")',
  saves: 'sum("SV")',
  ip: ipSql('sum("IPouts")'),
  h: 'sum("H")',
  er: 'sum("ER")',
  hr: 'sum("HR")',
  bb: 'sum("BB")',
  so: 'sum("SO")',
  era: rateSql('era', PITCHING_COUNTS),
  whip: rateSql('whip', PITCHING_COUNTS),
} as const;

interface Sort {
  column: string;
  order: 'ASC' | 'DESC';
  /** Rate stats rank only qualifiers: 3.1 plate appearances or 1 inning per team game, as the leagues do. */
  qualify: 'pa' | 'ip' | null;
}
const desc = (column: string, qualify: Sort['qualify'] = null): Sort => ({ column, order: 'DESC', qualify });

/** Stat sorts (WAR is not in the historical record, so it is not offered). */
export const BATTING_SORTS: Record<string, Sort> = {
  avg: desc('avg', 'pa'),
  obp: desc('obp', 'pa'),
  slg: desc('slg', 'pa'),
  ops: desc('ops', 'pa'),
  hr: desc('hr'),
  rbi: desc('rbi'),
  sb: desc('sb'),
  h: desc('h'),
  r: desc('r'),
  bb: desc('bb'),
  so: desc('so'),
  doubles: desc('doubles'),
  triples: desc('triples'),
};

export const PITCHING_SORTS: Record<string, Sort> = {
  w: desc('w'),
  l: desc('l'),
  gs: desc('gs'),
  saves: desc('saves'),
  ip: desc('ip'),
  so: desc('so'),
  g: desc('g'),
  era: { column: 'era', order: 'ASC', qualify: 'ip' },
  whip: { column: 'whip', order: 'ASC', qualify: 'ip' },
};

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

export function registerLeagueRoutes(app: FastifyInstance, database: Database, cache: ReadCache): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get('/api/leagues/:lgId/seasons/:year/standings', { schema: { tags: ['stats-and-ratings'], params: Params, response: { 200: DataBody, 404: ErrorBody } } }, async (request, reply) => {
    const { lgId, year } = request.params;
    const answer = await cache.get(`standings:${lgId}:${year}`, async () => {
      const teams = await leagueTeams(database, lgId, year);
      if (teams.length === 0) return undefined;
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
            winPercentage: winPct(t.wins, t.losses),
            gamesBehind: (leader.wins - t.wins + (t.losses - leader.losses)) / 2,
          })),
        };
      });
      return { data: { lgId, year, standings } };
    });
    return answer ?? reply.status(404).send(NOT_FOUND);
  });

  api.get(
    '/api/leagues/:lgId/seasons/:year/leaders',
    { schema: { tags: ['stats-and-ratings'], params: Params, querystring: SortQuery, response: { 200: DataBody, 400: ErrorBody, 404: ErrorBody } } },
    async (request, reply) => {
      const { lgId, year } = request.params;
      const type = request.query.type ?? 'batting';
      const sorts = type === 'batting' ? BATTING_SORTS : PITCHING_SORTS;
      const sortKey = request.query.sort ?? (type === 'batting' ? 'avg' : 'era');
      const sort = Object.hasOwn(sorts, sortKey) ? sorts[sortKey] : undefined;
      if (!sort) return reply.status(400).send({ error: `Must be one of: ${Object.keys(sorts).join(', ')}` });
      const limit = request.query.limit ?? 10;
      const answer = await cache.get(`leaders:${lgId}:${year}:${type}:${sortKey}:${limit}`, () => leaders(database, lgId, year, type, sortKey, sort, limit));
      return answer ?? reply.status(404).send(NOT_FOUND);
    },
  );

  api.get(
    '/api/leagues/:lgId/seasons/:year/team-stats',
    { schema: { tags: ['stats-and-ratings'], summary: 'Per-game team averages (hits, home runs, runs, strikeouts, win percentage) for every team of a league-season', params: Params, response: { 200: DataBody, 404: ErrorBody } } },
    async (request, reply) => {
      const { lgId, year } = request.params;
      const answer = await cache.get(`team-stats:${lgId}:${year}`, () => teamStats(database, lgId, year));
      return answer ?? reply.status(404).send(NOT_FOUND);
    },
  );

  // The era tabs; a year may be asked for one era or for all.
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
      return cache.get(`years:${era?.name ?? ''}`, async () => {
        const result = (await database.db.execute(sql`
          SELECT "yearID" AS year, array_agg(DISTINCT "lgID" ORDER BY "lgID") AS leagues, count(*)::int AS teams
          FROM lahman_teams
          WHERE ${era ? sql`"yearID" >= ${era.from} AND "yearID" <= ${era.to ?? 9999}` : sql`TRUE`}
          GROUP BY "yearID" ORDER BY "yearID" DESC`)) as unknown as { rows: unknown[] };
        return { data: { eras: ERAS, years: result.rows } };
      });
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

async function leaders(database: Database, lgId: string, year: number, type: 'batting' | 'pitching', sortKey: string, sort: Sort, limit: number) {
  const teams = await leagueTeams(database, lgId, year);
  if (teams.length === 0) return undefined;
  const teamGames = Math.max(...teams.map((t) => t.games));
  const columns: Record<string, string> = type === 'batting' ? BATTING_COLUMNS : PITCHING_COLUMNS;
  const table = type === 'batting' ? 'lahman_batting' : 'lahman_pitching';
  const expr = columns[sort.column]!;
  const having =
    sort.qualify === 'pa'
      ? `HAVING sum("AB") + sum("BB") + coalesce(sum("HBP"),0) + coalesce(sum("SF"),0) + coalesce(sum("SH"),0) >= ${Math.floor(3.1 * teamGames)}`
      : sort.qualify === 'ip'
        ? `HAVING sum("IPouts") >= ${teamGames * 3}`
        : `HAVING ${expr} IS NOT NULL AND ${expr} > 0`;
  const select = Object.entries(columns)
    .map(([name, e]) => `${e} AS "${name}"`)
    .join(', ');
  const result = (await database.db.execute(sql`
    SELECT s."playerID" AS "playerId", p."nameFirst" AS "firstName", p."nameLast" AS "lastName", string_agg(DISTINCT s."teamID", '/') AS teams,
           ${sql.raw(select)}, ${sql.raw(expr)} AS value
    FROM ${sql.raw(table)} s JOIN lahman_people p ON p."playerID" = s."playerID"
    WHERE s."lgID" = ${lgId} AND s."yearID" = ${year}
    GROUP BY s."playerID", p."nameFirst", p."nameLast"
    ${sql.raw(having)}
    ORDER BY value ${sql.raw(sort.order)} NULLS LAST, s."playerID"
    LIMIT ${limit}`)) as unknown as { rows: Array<Record<string, unknown>> };
  const numeric = (row: Record<string, unknown>) =>
    Object.fromEntries(Object.keys(columns).map((k) => [k, row[k] === null || row[k] === undefined ? null : Number(row[k])]));
  return {
    data: {
      type,
      sort: sortKey,
      leaders: result.rows.map((r, i) => ({
        rank: i + 1,
        playerId: r.playerId,
        firstName: r.firstName,
        lastName: r.lastName,
        teams: r.teams,
        value: Number(r.value),
        stats: numeric(r),
      })),
    },
  };
}

/** Team stats: per-game averages from the season's team totals. */
async function teamStats(database: Database, lgId: string, year: number) {
  const result = (await database.db.execute(sql`
    SELECT "teamID" AS "teamId", name, "G" AS games, "W" AS wins, "L" AS losses, "H" AS hits, "HR" AS hr, "R" AS runs, "SO" AS strikeouts
    FROM lahman_teams WHERE "lgID" = ${lgId} AND "yearID" = ${year} ORDER BY name`)) as unknown as {
    rows: Array<{ teamId: string; name: string; games: number; wins: number; losses: number; hits: number; hr: number; runs: number; strikeouts: number | null }>;
  };
  if (result.rows.length === 0) return undefined;
  // A count the record lacks (strikeouts of many early clubs) has no average.
  const per = (value: number | null, games: number) => (value === null ? null : perGame(value, games));
  const teams = result.rows.map((t) => ({
    teamId: t.teamId,
    name: t.name,
    games: t.games,
    avgHits: per(t.hits, t.games),
    avgHr: per(t.hr, t.games),
    avgRunsScored: per(t.runs, t.games),
    avgStrikeouts: per(t.strikeouts, t.games),
    winPercentage: winPct(t.wins, t.losses),
  }));
  return { data: { lgId, year, teams } };
}
