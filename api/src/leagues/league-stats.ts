/**
 * Statistics and leaders. The totals table holds a row per player and league team he played for (a traded player has
 * several): a player's line sums his rows, while each team's totals count only its own rows, so a team's games stay
 * its games.
 */
import { and, eq, sql } from 'drizzle-orm';
import { addBat, addPitch, battingRates, emptyBat, emptyPitch, era, ipFromOuts, roundRate, whip, type BatLine, type PitchLine } from '@bb/engine';
import { leagueMode } from '@bb/contract';
import type { LeagueBattingLine, LeagueLeaderBoard, LeagueLeaderEntry, LeaguePitchingLine, LeagueStatistics, LeagueStatType } from '@bb/contract';
import type { Database } from '../db/database';
import { leaguePlayerStats } from '../db/schema/leagues';
import { readTeams, type LeagueRow } from './league-data';

/** Rates go on the wire rounded as they print (3 places, ERA and WHIP 2), null without a denominator. */
export function battingLine(cardId: string, name: string, team: number, stored: BatLine): LeagueBattingLine {
  // Lines stored before SH, SF and HBP were kept lack them.
  const b = addBat(stored, undefined);
  const rates = battingRates(b);
  return {
    cardId, name, team, g: b.g, pa: b.pa, ab: b.ab, r: b.r, h: b.h, d: b.d, t: b.t, hr: b.hr, rbi: b.rbi, bb: b.bb, so: b.so, sh: b.sh, sf: b.sf, hbp: b.hbp, sb: b.sb, cs: b.cs,
    avg: roundRate(rates.avg, 3), obp: roundRate(rates.obp, 3), slg: roundRate(rates.slg, 3), ops: roundRate(rates.ops, 3),
  };
}

export function pitchingLine(cardId: string, name: string, team: number, p: PitchLine): LeaguePitchingLine {
  return {
    cardId, name, team, g: p.g, gs: p.gs, w: p.w, l: p.l, sv: p.sv, cg: p.cg, sho: p.sho, ip: roundRate(ipFromOuts(p.outs), 2), h: p.h, r: p.r, er: p.er, bb: p.bb, so: p.so, hr: p.hr,
    era: roundRate(era(p), 2), whip: roundRate(whip(p), 2),
  };
}

/** The phase whose totals a league's statistics show: the season, or for a mode of series only (no season) its series. */
const statsPhase = (league: Pick<LeagueRow, 'kind'>) => leagueMode(league.kind).statsPhase;

type StatsRow = typeof leaguePlayerStats.$inferSelect;

/**
 * One line per player from his rows: his lines summed, `team` the team he played the most games for (batting lines
 * count his games at bat, pitching lines his games pitched; the lower index on a tie), `teams` every team he played
 * for when there are several.
 */
export function playerLines(rows: readonly StatsRow[]): { batting: LeagueBattingLine[]; pitching: LeaguePitchingLine[] } {
  const byCard = new Map<string, StatsRow[]>();
  for (const r of rows) byCard.set(r.cardId, [...(byCard.get(r.cardId) ?? []), r]);
  const batting: LeagueBattingLine[] = [];
  const pitching: LeaguePitchingLine[] = [];
  const summed = <L extends { g: number }>(mine: StatsRow[], line: (r: StatsRow) => L | null, add: (a: L | undefined, b: L) => L) => {
    const withLine = mine.filter((r) => line(r) !== null).sort((a, b) => line(b)!.g - line(a)!.g || a.team - b.team);
    const first = withLine[0];
    if (!first) return null;
    const total = withLine.reduce<L | undefined>((sum, r) => add(sum, line(r)!), undefined) as L;
    return { first, total, teams: withLine.length > 1 ? { teams: withLine.map((r) => r.team) } : {} };
  };
  for (const [cardId, mine] of byCard) {
    const bat = summed(mine, (r) => r.bat as BatLine | null, addBat);
    const pitch = summed(mine, (r) => r.pitch as PitchLine | null, addPitch);
    if (bat) batting.push({ ...battingLine(cardId, bat.first.name, bat.first.team, bat.total), ...bat.teams });
    if (pitch) pitching.push({ ...pitchingLine(cardId, pitch.first.name, pitch.first.team, pitch.total), ...pitch.teams });
  }
  return { batting, pitching };
}

async function statsRows(database: Database, leagueId: number, phase: string): Promise<StatsRow[]> {
  return database.db.select().from(leaguePlayerStats).where(and(eq(leaguePlayerStats.leagueId, leagueId), eq(leaguePlayerStats.phase, phase)));
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
  const rows = await statsRows(database, league.id, statsPhase(league));
  // A team's page shows what its players did for it: a traded player's games for his other teams stay out.
  const players = playerLines(query.team === undefined ? rows : rows.filter((r) => r.team === query.team));
  const sort = SORT_KEYS[query.sort ?? (type === 'batting' ? 'ops' : 'era')] ?? { key: type === 'batting' ? 'ops' : 'era' };
  const pick = <T extends { team: number }>(list: T[]) => {
    const value = (l: T) => (l as unknown as Record<string, number | null>)[sort.key] ?? null;
    return [...list].sort((a, b) => byValue(value(a), value(b), sort.ascending)).slice(0, query.limit ?? 100);
  };
  const teams = await readTeams(database.db, league.id);
  const totals = teams.map((t) => {
    const mine = rows.filter((r) => r.team === t.idx);
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
  return { type, batting: type === 'batting' ? pick(players.batting) : [], pitching: type === 'pitching' ? pick(players.pitching) : [], teams: totals };
}

/** Best first in the sort's direction; a line without the rate (no at bat, no out) goes last either way. */
function byValue(a: number | null, b: number | null, ascending = false): number {
  if (a === null || b === null) return (a === null ? 1 : 0) - (b === null ? 1 : 0);
  return ascending ? a - b : b - a;
}

/** The top five by `value` among the lines that qualify; a line without the rate (null) is on no board. */
function board<T extends { cardId: string; name: string; team: number }>(stat: string, label: string, list: T[], value: (l: T) => number | null, ok: (l: T) => boolean, ascending = false): LeagueLeaderBoard {
  const leaders: LeagueLeaderEntry[] = list
    .filter(ok)
    .flatMap((l) => {
      const v = value(l);
      return v === null ? [] : [{ cardId: l.cardId, name: l.name, team: l.team, value: v }];
    })
    .sort((a, b) => byValue(a.value, b.value, ascending))
    .slice(0, 5);
  return { stat, label, leaders };
}

/**
 * Rate leaders need 3.1 plate appearances (pitchers: one inning) per game of the season so far, as the majors rule: a
 * player's stints count together, against the most games any team he played for has played (at the season's end its
 * length: 502 plate appearances for 162 games).
 */
export async function leagueLeaders(database: Database, league: LeagueRow) {
  const all = playerLines(await statsRows(database, league.id, statsPhase(league)));
  const teamGames = await gamesPlayedByTeam(database, league);
  const games = (l: { team: number; teams?: number[] }) => Math.max(0, ...(l.teams ?? [l.team]).map((t) => teamGames.get(t) ?? 0));
  const qualifiesBat = (l: LeagueBattingLine) => l.pa >= 3.1 * games(l) && l.pa > 0;
  const qualifiesPitch = (l: LeaguePitchingLine) => l.ip >= games(l) && l.ip > 0;
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
