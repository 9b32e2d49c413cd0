import { winPct } from '../stats/rates';

/** One finished game for the standings: the teams (indices) and the runs. */
export interface FinalScore {
  home: number;
  away: number;
  homeRuns: number;
  awayRuns: number;
}

export interface StandingsRow {
  team: number;
  wins: number;
  losses: number;
  ties: number;
  runsScored: number;
  runsAllowed: number;
  /** Winning percentage; ties do not count. */
  pct: number;
  /** Games behind the leader of the same table. */
  gamesBehind: number;
}

function emptyRow(team: number): StandingsRow {
  return { team, wins: 0, losses: 0, ties: 0, runsScored: 0, runsAllowed: 0, pct: 0, gamesBehind: 0 };
}

/** Wins of `team` against `other` in `games`. */
function headToHeadWins(games: FinalScore[], team: number, other: number): number {
  let wins = 0;
  for (const g of games) {
    if (g.home === team && g.away === other && g.homeRuns > g.awayRuns) wins += 1;
    if (g.away === team && g.home === other && g.awayRuns > g.homeRuns) wins += 1;
  }
  return wins;
}

/**
 * A table of the given teams from the finished games: best percentage first; teams level on percentage are ordered by
 * their games against each other, then by run differential, then by index (a stable order, not a verdict: a tie
 * for a postseason place is settled by `settleTie`).
 */
export function standings(teams: number[], games: FinalScore[]): StandingsRow[] {
  const rows = new Map(teams.map((t) => [t, emptyRow(t)]));
  const inTable = games.filter((g) => rows.has(g.home) || rows.has(g.away));
  for (const g of inTable) {
    const home = rows.get(g.home);
    const away = rows.get(g.away);
    for (const [row, scored, allowed] of [[home, g.homeRuns, g.awayRuns], [away, g.awayRuns, g.homeRuns]] as const) {
      if (!row) continue;
      row.runsScored += scored;
      row.runsAllowed += allowed;
      if (scored > allowed) row.wins += 1;
      else if (scored < allowed) row.losses += 1;
      else row.ties += 1;
    }
  }
  const list = [...rows.values()];
  // A team without a decision ranks as .000 (its games behind still tell).
  for (const row of list) row.pct = winPct(row.wins, row.losses) ?? 0;
  list.sort(
    (a, b) =>
      b.pct - a.pct ||
      headToHeadWins(inTable, b.team, a.team) - headToHeadWins(inTable, a.team, b.team) ||
      b.runsScored - b.runsAllowed - (a.runsScored - a.runsAllowed) ||
      a.team - b.team,
  );
  const leader = list[0];
  for (const row of list) row.gamesBehind = leader ? (leader.wins - row.wins + (row.losses - leader.losses)) / 2 : 0;
  return list;
}

/** How the rules order two level teams: head-to-head record, then run differential, then the table's stable order. */
export type TieRule = 'head-to-head' | 'run differential' | 'table order';

/**
 * Two teams level for a place where no game settles it (from 2022, and leagues of no one year's format): the better
 * head-to-head record, then run differential (MLB's next rules, division records, need the divisions the caller has;
 * this is the order within what a schedule alone tells); level on both, `standings` keeps its stable order.
 */
export function tieRule(games: FinalScore[], a: number, b: number): { winner: number; by: TieRule } {
  const aWins = headToHeadWins(games, a, b);
  const bWins = headToHeadWins(games, b, a);
  if (aWins !== bWins) return { winner: aWins > bWins ? a : b, by: 'head-to-head' };
  const [first, second] = standings([a, b], games) as [StandingsRow, StandingsRow];
  const differential = (r: StandingsRow) => r.runsScored - r.runsAllowed;
  return { winner: first.team, by: differential(first) !== differential(second) ? 'run differential' : 'table order' };
}

/** Two teams level for a place: before 2022 history played a tiebreaker game (the better head-to-head record hosting it); from 2022 `tieRule`. */
export function settleTie(year: number, games: FinalScore[], a: number, b: number): { kind: 'game'; home: number; away: number } | { kind: 'rule'; winner: number; by: TieRule } {
  if (year < 2022) return headToHeadWins(games, a, b) >= headToHeadWins(games, b, a) ? { kind: 'game', home: a, away: b } : { kind: 'game', home: b, away: a };
  return { kind: 'rule', ...tieRule(games, a, b) };
}
