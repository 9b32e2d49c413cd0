import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { PlayerCard } from '@bb/engine';
import type { Database } from '../db/database';
import { DataBody, ErrorBody, PlayerIdParam, Year } from '@bb/contract/src/schemas/http';
import { playerRow } from './player-row';
import { battingBySeason, careerTotals, pitchingBySeason } from './stat-lines';
import { diceColumns, outcomeSplits } from './card-view';
import { currentUser, requireUser } from '../auth/index';
import { GuestFlag } from './guest-flag';
import type { ReadCache } from './read-cache';

const Params = Type.Object({ playerId: PlayerIdParam });
const NOT_FOUND = { error: 'Oops! no record found' };

interface PersonRow {
  playerID: string;
  nameFirst: string | null;
  nameLast: string | null;
  nameGiven: string | null;
  bats: string | null;
  throws: string | null;
  birthYear: number | null;
  birthCountry: string | null;
  birthCity: string | null;
  debut: string | null;
  finalGame: string | null;
  weight: number | null;
  height: number | null;
}

async function person(database: Database, playerId: string): Promise<PersonRow | undefined> {
  const result = (await database.db.execute(sql`SELECT * FROM lahman_people WHERE "playerID" = ${playerId}`)) as unknown as { rows: PersonRow[] };
  return result.rows[0];
}

async function seasons(database: Database, playerId: string) {
  const result = (await database.db.execute(sql`
    SELECT year, team_id AS "teamId", lg_id AS "lgId", is_pitcher = 1 AS "isPitcher", (card->>'games')::int AS games
    FROM player_cards WHERE player_id = ${playerId} ORDER BY year`)) as unknown as {
    rows: Array<{ year: number; teamId: string; lgId: string; isPitcher: boolean; games: number }>;
  };
  return result.rows;
}

/** Player pages of /stats-and-ratings: bio, card and ratings, statistics by season, historical statistics, teams. */
export function registerPlayerRoutes(app: FastifyInstance, database: Database, cache: ReadCache): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get('/api/players/:playerId', { schema: { tags: ['stats-and-ratings'], params: Params, response: { 200: DataBody, 404: ErrorBody } } }, async (request, reply) => {
    const answer = await cache.get(`profile:${request.params.playerId}`, async () => {
      const p = await person(database, request.params.playerId);
      if (!p) return undefined;
      const list = await seasons(database, p.playerID);
      // The signature season: the one with the most games.
      const best = list.reduce<(typeof list)[number] | undefined>((a, s) => (!a || s.games > a.games ? s : a), undefined);
      return { data: { player: p, seasons: list, defaultYear: best?.year ?? null } };
    });
    return answer ?? reply.status(404).send(NOT_FOUND);
  });

  api.get(
    '/api/players/:playerId/card',
    { schema: { tags: ['stats-and-ratings'], params: Params, querystring: Type.Object({ year: Type.Optional(Year), isGuest: GuestFlag }, { additionalProperties: false }), response: { 200: DataBody, 404: ErrorBody } } },
    async (request, reply) => {
      const { playerId } = request.params;
      const answer = await cache.get(`card:${playerId}:${request.query.year ?? ''}`, () => cardAnswer(database, playerId, request.query.year));
      return answer ?? reply.status(404).send(NOT_FOUND);
    },
  );

  api.get('/api/players/:playerId/statistics', { schema: { tags: ['stats-and-ratings'], params: Params, response: { 200: DataBody, 404: ErrorBody } } }, async (request, reply) => {
    const { playerId } = request.params;
    const answer = await cache.get(`statistics:${playerId}`, async () => {
      if (!(await person(database, playerId))) return undefined;
      const batting = await battingBySeason(database, playerId);
      const pitching = await pitchingBySeason(database, playerId);
      return { data: { batting, pitching, career: { batting: careerTotals(batting), pitching: careerTotals(pitching) } } };
    });
    return answer ?? reply.status(404).send(NOT_FOUND);
  });

  api.get(
    '/api/players/:playerId/favorite',
    { preHandler: requireUser, schema: { tags: ['stats-and-ratings'], summary: "The signed-in user's favorite entries of this player", params: Params, response: { 200: DataBody, 401: ErrorBody } } },
    async (request) => {
      const user = currentUser(request);
      const result = (await database.db.execute(sql`
        SELECT position, custom_team_id AS "customTeamId", player_type AS "playerType" FROM favorite_players
        WHERE user_id = ${user.id} AND player_id = ${request.params.playerId}`)) as unknown as { rows: unknown[] };
      return { data: { favorites: result.rows } };
    },
  );

  api.get('/api/players/:playerId/teams', { schema: { tags: ['stats-and-ratings'], params: Params, response: { 200: DataBody, 404: ErrorBody } } }, async (request, reply) => {
    const { playerId } = request.params;
    if (!(await person(database, playerId))) return reply.status(404).send(NOT_FOUND);
    const result = (await database.db.execute(sql`
      SELECT DISTINCT s."yearID" AS year, s."teamID" AS "teamId", t.name, t."lgID" AS "lgId", t."franchID" AS "franchId"
      FROM (SELECT "yearID", "teamID" FROM lahman_batting WHERE "playerID" = ${playerId}
            UNION SELECT "yearID", "teamID" FROM lahman_pitching WHERE "playerID" = ${playerId}) s
      JOIN lahman_teams t ON t."yearID" = s."yearID" AND t."teamID" = s."teamID"
      ORDER BY year`)) as unknown as { rows: unknown[] };
    return { data: { teams: result.rows } };
  });
}

async function cardAnswer(database: Database, playerId: string, year: number | undefined) {
  const result = (await database.db.execute(
    year === undefined
      ? sql`SELECT card FROM player_cards WHERE player_id = ${playerId} ORDER BY (card->>'games')::int DESC, year DESC LIMIT 1`
      : sql`SELECT card FROM player_cards WHERE player_id = ${playerId} AND year = ${year}`,
  )) as unknown as { rows: Array<{ card: PlayerCard }> };
  const card = result.rows[0]?.card;
  if (!card) return undefined;
  const [batting] = await battingBySeason(database, playerId, card.yearID);
  const [pitching] = await pitchingBySeason(database, playerId, card.yearID);
  // A two-way season shows the side he mostly played: pitchers' cards are their pitching.
  const side = card.pitching && card.primaryPosition === 'P' ? 'pitching' : 'batting';
  return { data: { card, row: playerRow(card, batting, pitching), side, diceColumns: diceColumns(card, side), outcomes: outcomeSplits(card, side) } };
}
