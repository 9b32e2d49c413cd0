/** Statistics, leaders and "how it really went" (the simulated season beside the record). */
import { and, eq, sql } from 'drizzle-orm';
import { addBat, addPitch, emptyBat, emptyPitch, type BatLine, type PitchLine } from '@bb/engine';
import type {
  LeagueBattingLine, LeagueHistoryCompare, LeagueLeaderBoard, LeagueLeaderEntry, LeaguePitchingLine, LeagueStatistics, LeagueStatType,
} from '@bb/contract';
import type { Database } from '../db/database';
import { leaguePlayerStats } from '../db/schema/leagues';
import { readTeams, type LeagueRow } from './league-data';
import { leagueStandings } from './league-views';
import { LeagueError } from './league-error';

const round3 = (x: number) => Math.round(x * 1000) / 1000;
const round2 = (x: number) => Math.round(x * 100) / 100;

export function battingLine(cardId: string, name: string, team: number, b: BatLine): LeagueBattingLine {
  const obpDen = b.ab + b.bb + b.hbp + b.sf;
  const tb = b.h + b.d + 2 * b.t + 3 * b.hr;
  const avg = b.ab ? b.h / b.ab : 0;
  const obp = obpDen ? (b.h + b.bb + b.hbp) / obpDen : 0;
  const slg = b.ab ? tb / b.ab : 0;
  return {
    cardId, name, team, g: b.g, pa: b.pa, ab: b.ab, r: b.r, h: b.h, d: b.d, t: b.t, hr: b.hr, rbi: b.rbi, bb: b.bb, so: b.so, sb: b.sb, cs: b.cs,
    avg: round3(avg), obp: round3(obp), slg: round3(slg), ops: round3(obp + slg),
  };
}

export function pitchingLine(cardId: string, name: string, team: number, p: PitchLine): LeaguePitchingLine {
  const ip = p.outs / 3;
  return {
    cardId, name, team, g: p.g, gs: p.gs, w: p.w, l: p.l, sv: p.sv, cg: p.cg, sho: p.sho, ip: round2(ip), h: p.h, r: p.r, er: p.er, bb: p.bb, so: p.so, hr: p.hr,
    era: ip ? round2((9 * p.er) / ip) : 0, whip: ip ? round2((p.bb + p.h) / ip) : 0,
  };
}

/** The phase whose totals a league's statistics show: the season, or for a tournament and a nostalgia series (all bracket games, no season) its series. */
const statsPhase = (league: Pick<LeagueRow, 'kind'>) => (league.kind === 'tournament' || league.kind === 'nostalgia' ? 'postseason' : 'regular');

async function lines(database: Database, leagueId: number, phase: string) {
  const rows = await database.db.select().from(leaguePlayerStats).where(and(eq(leaguePlayerStats.leagueId, leagueId), eq(leaguePlayerStats.phase, phase)));
  return {
    rows,
    batting: rows.filter((r) => r.bat).map((r) => battingLine(r.cardId, r.name, r.team, r.bat as BatLine)),
    pitching: rows.filter((r) => r.pitch).map((r) => pitchingLine(r.cardId, r.name, r.team, r.pitch as PitchLine)),
  };
}

const SORT_KEYS: Record<string, { key: string; ascending?: boolean }> = {
  avg: { key: 'avg' }, obp: { key: 'obp' }, slg: { key: 'slg' }, ops: { key: 'ops' }, hr: { key: 'hr' }, rbi: { key: 'rbi' }, sb: { key: 'sb' }, h: { key: 'h' }, r: { key: 'r' },
  w: { key: 'w' }, l: { key: 'l' }, gs: { key: 'gs' }, saves: { key: 'sv' }, ip: { key: 'ip' }, era: { key: 'era', ascending: true }, whip: { key: 'whip', ascending: true }, so: { key: 'so' },
};

export async function leagueStatistics(
  database: Database,
  league: LeagueRow,
  query: { type?: LeagueStatType; team?: number; sort?: string; limit?: number },
): Promise<LeagueStatistics> {
  const type = query.type ?? 'batting';
  const all = await lines(database, league.id, statsPhase(league));
  const sort = SORT_KEYS[query.sort ?? (type === 'batting' ? 'ops' : 'era')] ?? { key: type === 'batting' ? 'ops' : 'era' };
  const pick = <T extends { team: number; pa?: number; ip?: number }>(list: T[]) => {
    const mine = query.team === undefined ? list : list.filter((l) => l.team === query.team);
    const value = (l: T) => Number((l as unknown as Record<string, number>)[sort.key] ?? 0);
    return [...mine].sort((a, b) => (sort.ascending ? value(a) - value(b) : value(b) - value(a))).slice(0, query.limit ?? 100);
  };
  const teams = await readTeams(database.db, league.id);
  const totals = teams.map((t) => {
    const mine = all.rows.filter((r) => r.team === t.idx);
    const bat = mine.reduce<BatLine | undefined>((sum, r) => (r.bat ? addBat(sum, r.bat as BatLine) : sum), undefined) ?? emptyBat();
    const pitch = mine.reduce<PitchLine | undefined>((sum, r) => (r.pitch ? addPitch(sum, r.pitch as PitchLine) : sum), undefined) ?? emptyPitch();
    // One starting pitcher a game: the team's games are its starts, not the sum of its players' games.
    const games = pitch.gs;
    return {
      team: t.idx,
      batting: { ...battingLine(t.abbreviation, t.abbreviation, t.idx, bat), g: games },
      pitching: { ...pitchingLine(t.abbreviation, t.abbreviation, t.idx, pitch), g: games },
    };
  });
  return { type, batting: type === 'batting' ? pick(all.batting) : [], pitching: type === 'pitching' ? pick(all.pitching) : [], teams: totals };
}

function board<T extends { cardId: string; name: string; team: number }>(stat: string, label: string, list: T[], value: (l: T) => number, ok: (l: T) => boolean, ascending = false): LeagueLeaderBoard {
  const leaders: LeagueLeaderEntry[] = list
    .filter(ok)
    .sort((a, b) => (ascending ? value(a) - value(b) : value(b) - value(a)))
    .slice(0, 5)
    .map((l) => ({ cardId: l.cardId, name: l.name, team: l.team, value: value(l) }));
  return { stat, label, leaders };
}

/** Rate leaders need 3.1 plate appearances (1 inning) per team game, as the majors rule. */
export async function leagueLeaders(database: Database, league: LeagueRow) {
  const all = await lines(database, league.id, statsPhase(league));
  const teamGames = await gamesPlayedByTeam(database, league);
  const qualifiesBat = (l: LeagueBattingLine) => l.pa >= 3.1 * (teamGames.get(l.team) ?? 0) && l.pa > 0;
  const qualifiesPitch = (l: LeaguePitchingLine) => l.ip >= (teamGames.get(l.team) ?? 0) && l.ip > 0;
  const any = () => true;
  return {
    batting: [
      board('avg', 'Batting Average', all.batting, (l) => l.avg, qualifiesBat),
      board('hr', 'Home Runs', all.batting, (l) => l.hr, any),
      board('rbi', 'Runs Batted In', all.batting, (l) => l.rbi, any),
      board('sb', 'Stolen Bases', all.batting, (l) => l.sb, any),
      board('ops', 'OPS', all.batting, (l) => l.ops, qualifiesBat),
    ],
    pitching: [
      board('w', 'Wins', all.pitching, (l) => l.w, any),
      board('era', 'ERA', all.pitching, (l) => l.era, qualifiesPitch, true),
      board('so', 'Strikeouts', all.pitching, (l) => l.so, any),
      board('saves', 'Saves', all.pitching, (l) => l.sv, any),
    ],
  };
}

async function gamesPlayedByTeam(database: Database, league: LeagueRow): Promise<Map<number, number>> {
  const phase = statsPhase(league);
  const result = (await database.db.execute(sql`
    SELECT t AS team, count(*)::int AS g FROM (
      SELECT home AS t FROM league_games WHERE league_id = ${league.id} AND status = 'final' AND phase = ${phase}
      UNION ALL SELECT away AS t FROM league_games WHERE league_id = ${league.id} AND status = 'final' AND phase = ${phase}) x GROUP BY t`)) as unknown as {
    rows: Array<{ team: number; g: number }>;
  };
  return new Map(result.rows.map((r) => [Number(r.team), Number(r.g)]));
}

type RealRow = { name: string; teamId: string; value: number };

/**
 * A league of one real season's teams beside the record: each team's simulated record against its real one, and the
 * simulated leaders against the real leaders of the same teams. 404 for leagues of several years.
 */
export async function historyCompare(database: Database, league: LeagueRow): Promise<LeagueHistoryCompare> {
  if (league.years.length !== 1) throw new LeagueError('Only a league of one season can be compared with history.', 404);
  // A nostalgia series has no season to set beside the real one: its real series is its own panel (api/src/nostalgia).
  if (league.kind === 'nostalgia') throw new LeagueError('A series is compared with the real one on its own page.', 404);
  const year = league.years[0] as number;
  const teams = await readTeams(database.db, league.id);
  const table = await leagueStandings(database, league);
  const real = (await database.db.execute(sql`SELECT "teamID" AS "teamId", "W" AS w, "L" AS l FROM lahman_teams WHERE "yearID" = ${year}`)) as unknown as {
    rows: Array<{ teamId: string; w: number; l: number }>;
  };
  const realOf = new Map(real.rows.map((r) => [r.teamId, r]));
  const rows = table.groups.flatMap((g) => g.rows);
  const teamIds = teams.map((t) => t.teamId);
  const ids = sql.join(teamIds.map((t) => sql`${t}`), sql`, `);
  const realBat = async (expr: string, minPa = 0): Promise<RealRow[]> =>
    ((await database.db.execute(sql`
      SELECT p."nameFirst" || ' ' || p."nameLast" AS name, b."teamID" AS "teamId", ${sql.raw(expr)} AS value
      FROM lahman_batting b JOIN lahman_people p ON p."playerID" = b."playerID"
      WHERE b."yearID" = ${year} AND b."teamID" IN (${ids}) AND (coalesce(b."AB",0) + coalesce(b."BB",0)) >= ${minPa}
      ORDER BY value DESC NULLS LAST LIMIT 5`)) as unknown as { rows: RealRow[] }).rows.map((r) => ({ ...r, value: Number(r.value) }));
  const realPitch = async (expr: string, order: 'ASC' | 'DESC', minOuts = 0): Promise<RealRow[]> =>
    ((await database.db.execute(sql`
      SELECT p."nameFirst" || ' ' || p."nameLast" AS name, x."teamID" AS "teamId", ${sql.raw(expr)} AS value
      FROM lahman_pitching x JOIN lahman_people p ON p."playerID" = x."playerID"
      WHERE x."yearID" = ${year} AND x."teamID" IN (${ids}) AND coalesce(x."IPouts",0) >= ${minOuts}
      ORDER BY value ${sql.raw(order)} NULLS LAST LIMIT 5`)) as unknown as { rows: RealRow[] }).rows.map((r) => ({ ...r, value: Number(r.value) }));
  const sim = await leagueLeaders(database, league);
  const simBoard = (list: LeagueLeaderBoard[], stat: string) => list.find((b) => b.stat === stat)?.leaders ?? [];
  const games = Math.max(...real.rows.map((r) => Number(r.w) + Number(r.l)), 1);
  return {
    year,
    teams: rows.map((r) => {
      const t = teams[r.index]!;
      const rw = realOf.get(t.teamId);
      const realWins = Number(rw?.w ?? 0);
      const realLosses = Number(rw?.l ?? 0);
      // Scaled to the league's season length when it is shorter than the real one.
      const share = r.wins + r.losses > 0 ? (realWins + realLosses) / (r.wins + r.losses) : 1;
      return { index: r.index, simWins: r.wins, simLosses: r.losses, realWins, realLosses, winDiff: Math.round((r.wins * share - realWins) * 10) / 10 };
    }),
    leaders: [
      { stat: 'hr', label: 'Home Runs', sim: simBoard(sim.batting, 'hr'), real: await realBat('b."HR"') },
      { stat: 'rbi', label: 'Runs Batted In', sim: simBoard(sim.batting, 'rbi'), real: await realBat('b."RBI"') },
      { stat: 'avg', label: 'Batting Average', sim: simBoard(sim.batting, 'avg'), real: await realBat(`round(b."H"::numeric / nullif(b."AB",0), 3)`, Math.round(3.1 * games)) },
      { stat: 'w', label: 'Wins', sim: simBoard(sim.pitching, 'w'), real: await realPitch('x."W"', 'DESC') },
      { stat: 'so', label: 'Strikeouts', sim: simBoard(sim.pitching, 'so'), real: await realPitch('x."SO"', 'DESC') },
      { stat: 'era', label: 'ERA', sim: simBoard(sim.pitching, 'era'), real: await realPitch(`round(27 * x."ER"::numeric / nullif(x."IPouts",0), 2)`, 'ASC', 3 * games) },
    ],
  };
}
