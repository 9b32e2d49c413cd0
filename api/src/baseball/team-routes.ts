import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { buildLineup, defaultStarter, dhRuleFor, perGame, winPct, type PlayerCard, type Roster } from '@bb/engine';
import type { Database } from '../db/database';
import { DataBody, ErrorBody, TeamIdParam, Year } from '@bb/contract/src/schemas/http';
import { playerRow, type Line } from './player-row';
import { GuestFlag } from './guest-flag';
import type { ReadCache } from './read-cache';
import { currentUser, requireUser } from '../auth/index';

const NOT_FOUND = { error: 'Oops! no record found' };

/** Ballpark-factor chart: 100 is neutral; the label names which side the park helps. */
export function parkEffectLabel(factor: number): 'Batter Friendly' | 'Pitcher Friendly' | 'Neutral' {
  if (factor >= 103) return 'Batter Friendly';
  if (factor <= 97) return 'Pitcher Friendly';
  return 'Neutral';
}

export type TeamRow = Record<string, string | number | null> & { yearID: number; teamID: string; lgID: string; name: string; park: string | null; BPF: number | null; PPF: number | null };

export async function teamSeason(database: Database, teamId: string, year?: number): Promise<TeamRow | undefined> {
  const result = (await database.db.execute(
    year === undefined
      ? sql`SELECT * FROM lahman_teams WHERE "teamID" = ${teamId} ORDER BY "yearID" DESC LIMIT 1`
      : sql`SELECT * FROM lahman_teams WHERE "teamID" = ${teamId} AND "yearID" = ${year}`,
  )) as unknown as { rows: TeamRow[] };
  return result.rows[0];
}

async function ballpark(database: Database, team: TeamRow) {
  const result = (await database.db.execute(sql`
    SELECT p."park.key" AS "parkId", p."park.name" AS name, p."park.alias" AS alias, p.city, p.state, p.country, h.games, h.attendance
    FROM lahman_home_games h JOIN lahman_parks p ON p."park.key" = h."park.key"
    WHERE h."year.key" = ${team.yearID} AND h."team.key" = ${team.teamID}
    ORDER BY h.games DESC NULLS LAST LIMIT 1`)) as unknown as { rows: Array<Record<string, unknown>> };
  const park = result.rows[0];
  const bpf = team.BPF ?? 100;
  const ppf = team.PPF ?? 100;
  return {
    name: (park?.name as string | undefined) ?? team.park ?? null,
    alias: (park?.alias as string | null | undefined) ?? null,
    city: park?.city ?? null,
    state: park?.state ?? null,
    country: park?.country ?? null,
    homeGames: park?.games ?? null,
    /** Season home attendance (Teams.attendance), the only crowd figure the record has. */
    attendance: team.attendance ?? park?.attendance ?? null,
    effects: { battingFactor: bpf, pitchingFactor: ppf, label: parkEffectLabel(bpf) },
    /** Ballpark fields a ballpark page could show that the historical record does not hold for any park. */
    notInRecord: ['capacity', 'distance', 'height', 'surface', 'foul territory', 'weather', 'umpire'],
  };
}

/** Each player of the team-season with his line for this team and his season card. */
export async function roster(database: Database, team: TeamRow) {
  const cards = (await database.db.execute(sql`
    SELECT c.player_id, c.card FROM player_cards c
    WHERE c.year = ${team.yearID} AND c.player_id IN (
      SELECT "playerID" FROM lahman_batting WHERE "yearID" = ${team.yearID} AND "teamID" = ${team.teamID}
      UNION SELECT "playerID" FROM lahman_pitching WHERE "yearID" = ${team.yearID} AND "teamID" = ${team.teamID})`)) as unknown as {
    rows: Array<{ player_id: string; card: PlayerCard }>;
  };
  const lines = async (table: 'lahman_batting' | 'lahman_pitching') => {
    const r = (await database.db.execute(sql`SELECT * FROM ${sql.raw(table)} WHERE "yearID" = ${team.yearID} AND "teamID" = ${team.teamID}`)) as unknown as {
      rows: Array<Line & { playerID: string }>;
    };
    return new Map(r.rows.map((row) => [row.playerID, row]));
  };
  const batting = await lines('lahman_batting');
  const pitching = await lines('lahman_pitching');
  return cards.rows.map(({ player_id, card }) => ({ card, batting: batting.get(player_id), pitching: pitching.get(player_id) }));
}

export function registerTeamRoutes(app: FastifyInstance, database: Database, cache: ReadCache): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/api/teams/:teamId',
    {
      schema: {
        tags: ['stats-and-ratings'],
        params: Type.Object({ teamId: TeamIdParam }),
        querystring: Type.Object({ year: Type.Optional(Year), isGuest: GuestFlag }, { additionalProperties: false }),
        response: { 200: DataBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { teamId } = request.params;
      const answer = await cache.get(`team:${teamId}:${request.query.year ?? ''}`, () => teamAnswer(database, teamId, request.query.year));
      return answer ?? reply.status(404).send(NOT_FOUND);
    },
  );

  api.get(
    '/api/teams/:teamId/favorite',
    {
      preHandler: requireUser,
      schema: {
        tags: ['stats-and-ratings'],
        summary: "The signed-in user's favorite entry of this team-season (its id is the DELETE key)",
        params: Type.Object({ teamId: TeamIdParam }),
        querystring: Type.Object({ year: Year }, { additionalProperties: false }),
        response: { 200: DataBody, 401: ErrorBody },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const result = (await database.db.execute(sql`
        SELECT id FROM favorite_teams WHERE user_id = ${user.id} AND team_id = ${request.params.teamId} AND year = ${request.query.year}`)) as unknown as {
        rows: Array<{ id: number }>;
      };
      return { data: { favoriteId: result.rows[0]?.id ?? null } };
    },
  );
}

async function teamAnswer(database: Database, teamId: string, year: number | undefined) {
  const team = await teamSeason(database, teamId, year);
  if (!team) return undefined;
  const players = await roster(database, team);
  const batters = players.filter((p) => p.card.primaryPosition !== 'P').map((p) => playerRow(p.card, p.batting, p.pitching));
  const pitchers = players.filter((p) => p.pitching).map((p) => playerRow(p.card, p.batting, p.pitching));
  batters.sort((a, b) => b.atBats - a.atBats);
  pitchers.sort((a, b) => b.innings - a.innings);

  // The computer manager's lineup for this team (usage with this team decides the regulars).
  const engineRoster: Roster = {
    teamId: team.teamID,
    name: team.name,
    lgKey: `${team.yearID}-${team.lgID}`,
    players: players.map((p) => ({
      card: p.card,
      teamPa: Number(p.batting?.AB ?? 0) + Number(p.batting?.BB ?? 0) + Number(p.batting?.HBP ?? 0),
      teamGs: Number(p.pitching?.GS ?? 0),
    })),
  };
  let lineup: Array<{ order: number; playerId: string; name: string; position: string }> = [];
  let startingPitcher: string | null = null;
  if (players.some((p) => p.pitching) && players.filter((p) => p.card.primaryPosition !== 'P').length >= 8) {
    startingPitcher = defaultStarter(engineRoster);
    const byCard = new Map(players.map((p) => [p.card.cardId, p.card]));
    lineup = buildLineup(engineRoster, dhRuleFor(team.yearID, team.lgID), startingPitcher).map((spot, i) => {
      const card = byCard.get(spot.cardId);
      return { order: i + 1, playerId: card?.playerID ?? spot.cardId, name: `${card?.firstName ?? ''} ${card?.lastName ?? ''}`.trim(), position: spot.position };
    });
  }
  // The rotation: the pitchers with starts for this team, most starts first.
  const rotation = players
    .filter((p) => Number(p.pitching?.GS ?? 0) > 0)
    .sort((a, b) => Number(b.pitching?.GS ?? 0) - Number(a.pitching?.GS ?? 0))
    .slice(0, 5)
    .map((p) => ({ playerId: p.card.playerID, name: `${p.card.firstName} ${p.card.lastName}`.trim(), gamesStarted: Number(p.pitching?.GS ?? 0), throws: p.card.throws }));
  const games = Number(team.G ?? 0);
  // A count the record lacks (strikeouts of many early clubs) has no average.
  const per = (v: unknown) => (v === null || v === undefined ? null : perGame(Number(v), games));
  const pct = winPct(Number(team.W ?? 0), Number(team.L ?? 0));
  return {
    data: {
      team: { ...team, winPercentage: pct },
      teamStats: { avgHits: per(team.H), avgHr: per(team.HR), avgRunsScored: per(team.R), avgStrikeouts: per(team.SO), winPercentage: pct },
      ballpark: await ballpark(database, team),
      batters,
      pitchers,
      lineup,
      rotation,
      startingPitcher: startingPitcher ? (byCardName(players, startingPitcher) ?? startingPitcher) : null,
    },
  };
}

function byCardName(players: Array<{ card: PlayerCard }>, cardId: string): { playerId: string; name: string } | undefined {
  const card = players.find((p) => p.card.cardId === cardId)?.card;
  return card ? { playerId: card.playerID, name: `${card.firstName} ${card.lastName}`.trim() } : undefined;
}
