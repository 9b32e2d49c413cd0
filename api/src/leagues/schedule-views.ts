/** The schedule, scores and the pregame summary. */
import { and, asc, count, eq, gte, sql, type SQL } from 'drizzle-orm';
import { buildLineup, defaultStarter, type Roster } from '@bb/engine';
import type { LeagueSchedule, PregameSide, PregameSummary } from '@bb/contract';
import type { Database } from '../db/database';
import { leagueGames } from '../db/schema/leagues';
import { LeagueError } from './league-error';
import { loadSquads, readTeams, usageOf, type LeagueRow } from './league-data';
import { gameDh, gameSetupFor } from './play-batch';
import { cardNames, gameView, pitchersOfRecord, roundNamesOf } from './league-views';

export async function leagueSchedule(
  database: Database,
  league: LeagueRow,
  viewer: number | null,
  query: { team?: number; day?: number; from?: number; limit?: number; phase?: 'regular' | 'postseason' },
): Promise<LeagueSchedule> {
  const teams = await readTeams(database.db, league.id);
  const where: SQL[] = [eq(leagueGames.leagueId, league.id)];
  if (query.team !== undefined) where.push(sql`(${leagueGames.home} = ${query.team} OR ${leagueGames.away} = ${query.team})`);
  if (query.day !== undefined) where.push(eq(leagueGames.day, query.day));
  if (query.from !== undefined) where.push(gte(leagueGames.num, query.from));
  if (query.phase === 'postseason') where.push(sql`${leagueGames.phase} <> 'regular'`);
  if (query.phase === 'regular') where.push(eq(leagueGames.phase, 'regular'));
  const [total] = await database.db.select({ n: count() }).from(leagueGames).where(and(...where));
  const rows = await database.db.select().from(leagueGames).where(and(...where)).orderBy(asc(leagueGames.num)).limit(query.limit ?? 100);
  const names = await cardNames(database.db, league.id, rows.flatMap((g) => Object.values(pitchersOfRecord(g))));
  const rounds = roundNamesOf(league);
  return { games: rows.map((g) => gameView(g, teams, viewer, names, rounds)), total: Number(total?.n ?? 0) };
}

function side(roster: Roster, dh: boolean, team: number): PregameSide {
  const cards = new Map(roster.players.map((p) => [p.card.cardId, p.card]));
  const starter = roster.startingPitcher ?? defaultStarter(roster);
  const lineup = roster.lineup ?? buildLineup(roster, dh, starter);
  const name = (id: string) => {
    const c = cards.get(id);
    return c ? `${c.firstName} ${c.lastName}`.trim() : id;
  };
  const sp = cards.get(starter);
  return {
    team,
    lineup: lineup.map((s) => ({ cardId: s.cardId, position: s.position, name: name(s.cardId) })),
    startingPitcher: sp ? { cardId: starter, name: name(starter), throws: sp.throws } : null,
  };
}

/** Both lineups and starters as they stand now (for a game still to come: the rotation's next man and the chart). */
export async function pregameSummary(database: Database, league: LeagueRow, num: number, viewer: number | null): Promise<PregameSummary> {
  const [game] = await database.db.select().from(leagueGames).where(and(eq(leagueGames.leagueId, league.id), eq(leagueGames.num, num)));
  if (!game) throw new LeagueError('Oops! no record found', 404);
  const teams = await readTeams(database.db, league.id);
  const squads = await loadSquads(database, league, teams);
  const setup = gameSetupFor(league, squads, teams, teams.map(usageOf), game);
  const dh = gameDh(league, squads.rosters[game.home]!);
  return { game: gameView(game, teams, viewer, new Map(), roundNamesOf(league)), home: side(setup.home, dh, game.home), away: side(setup.away, dh, game.away) };
}
