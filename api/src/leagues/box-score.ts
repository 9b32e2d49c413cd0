/**
 * A final league game's box score from its stored lines. The packed lines do not say which club a player played for;
 * his rows in the league's totals do (a player the two clubs traded between them goes to the first that has him).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { ipFromOuts, unpackLines, type BatLine, type PitchLine } from '@bb/engine';
import type { LeagueBoxScore, LeagueBoxSide } from '@bb/contract';
import type { Database } from '../db/database';
import { leagueGames, leaguePlayerStats } from '../db/schema/leagues';
import { LeagueError } from './league-error';
import { readTeams, type LeagueRow } from './league-data';
import { gameView, roundNamesOf } from './league-views';

export async function leagueBoxScore(database: Database, league: LeagueRow, num: number, viewer: number | null): Promise<LeagueBoxScore> {
  const [game] = await database.db.select().from(leagueGames).where(and(eq(leagueGames.leagueId, league.id), eq(leagueGames.num, num)));
  if (!game || game.status !== 'final' || !game.lines) throw new LeagueError('Oops! no record found', 404);
  const lines = unpackLines(game.lines);
  const ids = [...new Set([...Object.keys(lines.bat), ...Object.keys(lines.pitch)])];
  const rows = ids.length
    ? await database.db
        .select({ cardId: leaguePlayerStats.cardId, team: leaguePlayerStats.team, name: leaguePlayerStats.name })
        .from(leaguePlayerStats)
        .where(and(eq(leaguePlayerStats.leagueId, league.id), inArray(leaguePlayerStats.cardId, ids)))
    : [];
  const sideOf = new Map<string, number>();
  const names = new Map<string, string>();
  for (const r of rows) {
    names.set(r.cardId, r.name);
    if (!sideOf.has(r.cardId) && (r.team === game.home || r.team === game.away)) sideOf.set(r.cardId, r.team);
  }
  const decision = (id: string): LeagueBoxSide['pitching'][number]['decision'] =>
    id === lines.winningPitcher ? 'W' : id === lines.losingPitcher ? 'L' : id === lines.save ? 'S' : '';
  const side = (team: number, runs: number): LeagueBoxSide => {
    const bat = (Object.entries(lines.bat) as Array<[string, BatLine]>).filter(([id]) => sideOf.get(id) === team);
    const pitch = (Object.entries(lines.pitch) as Array<[string, PitchLine]>).filter(([id]) => sideOf.get(id) === team);
    return {
      team,
      runs,
      hits: bat.reduce((n, [, l]) => n + l.h, 0),
      batting: bat.map(([id, l]) => ({ cardId: id, name: names.get(id) ?? id, ab: l.ab, r: l.r, h: l.h, d: l.d, t: l.t, hr: l.hr, rbi: l.rbi, bb: l.bb, so: l.so, sb: l.sb })),
      pitching: pitch.map(([id, l]) => ({ cardId: id, name: names.get(id) ?? id, ip: ipFromOuts(l.outs), h: l.h, r: l.r, er: l.er, bb: l.bb, so: l.so, hr: l.hr, decision: decision(id) })),
    };
  };
  const teams = await readTeams(database.db, league.id);
  return {
    game: gameView(game, teams, viewer, names, roundNamesOf(league)),
    away: side(game.away, game.awayRuns ?? 0),
    home: side(game.home, game.homeRuns ?? 0),
  };
}
