/**
 * Who meets whom: bracket sizes with byes for the top seeds, round-robin pools, pool standings and the knockout seed
 * order after the pools, and which side is home in game n of a series. Pure functions of seeds and results.
 */
import { TOURNAMENT_POOL_ADVANCE, TOURNAMENT_POOL_SIZE } from '@bb/contract';
import type { Database, Match } from 'brackets-model';
import { isDecided, participantTeams, seriesScore, teamOf, winnerSide } from './model';

export function bracketSize(teams: number): number {
  let size = 2;
  while (size < teams) size *= 2;
  return size;
}

/**
 * Pool sizes, best pools first: pools of TOURNAMENT_POOL_SIZE, the last ones one smaller when the count does not
 * divide. Five teams cannot make pools of four and three, so they play one pool of five.
 */
export function poolSizes(teams: number): number[] {
  if (teams <= TOURNAMENT_POOL_SIZE + 1) return [teams];
  const count = Math.ceil(teams / TOURNAMENT_POOL_SIZE);
  const base = Math.floor(teams / count);
  const extra = teams % count;
  return Array.from({ length: count }, (_, i) => base + (i < extra ? 1 : 0));
}

/** Seed positions (1-based) per pool, dealt like a snake (1..P, then P..1) so every pool gets a fair mix. */
export function poolOrdering(teams: number): number[][] {
  const sizes = poolSizes(teams);
  const pools: number[][] = sizes.map(() => []);
  let seed = 1;
  for (let row = 0; seed <= teams; row++) {
    const order = sizes.map((_, i) => (row % 2 === 0 ? i : sizes.length - 1 - i));
    for (const pool of order) if (seed <= teams && pools[pool]!.length < sizes[pool]!) pools[pool]!.push(seed++);
  }
  return pools;
}

export interface PoolStanding {
  team: number;
  pool: number;
  wins: number;
  losses: number;
  gameWins: number;
  gameLosses: number;
}

/** A pool's standings, best first: series wins, then game win difference, then the better seed. */
export function poolStandings(data: Database, groupId: number, seedRank: Map<number, number>): PoolStanding[] {
  const teams = participantTeams(data);
  const rows = new Map<number, PoolStanding>();
  const row = (team: number) => {
    let r = rows.get(team);
    if (!r) rows.set(team, (r = { team, pool: groupId, wins: 0, losses: 0, gameWins: 0, gameLosses: 0 }));
    return r;
  };
  for (const match of data.match) {
    if (match.group_id !== groupId) continue;
    const a = teamOf(teams, match.opponent1);
    const b = teamOf(teams, match.opponent2);
    if (a === null || b === null) continue;
    const [sa, sb] = seriesScore(match);
    const ra = row(a);
    const rb = row(b);
    ra.gameWins += sa;
    ra.gameLosses += sb;
    rb.gameWins += sb;
    rb.gameLosses += sa;
    if (!isDecided(match)) continue;
    const side = winnerSide(match);
    const [won, lost] = side === 1 ? [ra, rb] : side === 2 ? [rb, ra] : [null, null];
    if (won && lost) {
      won.wins++;
      lost.losses++;
    }
  }
  return [...rows.values()].sort(compareStanding(seedRank));
}

function compareStanding(seedRank: Map<number, number>) {
  return (x: PoolStanding, y: PoolStanding) =>
    y.wins - x.wins ||
    y.gameWins - y.gameLosses - (x.gameWins - x.gameLosses) ||
    (seedRank.get(x.team) ?? 0) - (seedRank.get(y.team) ?? 0);
}

/**
 * The knockout's seed order after the pools: the pool winners (ranked across pools), then the runners-up. With the
 * bracket's inner-outer pairing (seed i meets seed size+1-i) a winner would meet a runner-up, so a runner-up who
 * would meet the winner of his own pool in round one is swapped with another runner-up.
 */
export function knockoutSeeds(standingsByPool: PoolStanding[][], seedRank: Map<number, number>): number[] {
  const byPlace: PoolStanding[][] = [];
  for (let place = 0; place < TOURNAMENT_POOL_ADVANCE; place++) {
    byPlace.push(standingsByPool.map((pool) => pool[place]).filter((s): s is PoolStanding => !!s).sort(compareStanding(seedRank)));
  }
  const order = byPlace.flat();
  const size = bracketSize(order.length);
  const opponent = (i: number) => size - 1 - i;
  const clash = (i: number) => {
    const o = opponent(i);
    return o < order.length && order[o]!.pool === order[i]!.pool;
  };
  const firstRunnerUp = byPlace[0]!.length;
  for (let i = 0; i < firstRunnerUp; i++) {
    if (!clash(i)) continue;
    const o = opponent(i);
    for (let j = firstRunnerUp; j < order.length; j++) {
      if (j === o) continue;
      [order[o], order[j]] = [order[j]!, order[o]!];
      if (!clash(o) && !clash(j)) break;
      [order[o], order[j]] = [order[j]!, order[o]!];
    }
  }
  return order.map((s) => s.team);
}

/** Games where the better seed is home: 2-3-2 in a best of seven, 2-2-1 in five, 1-1-1 in three. */
const BETTER_SEED_HOME: Record<number, readonly number[]> = { 1: [1], 3: [1, 3], 5: [1, 2, 5], 7: [1, 2, 5, 7] };

export function betterSeedHome(seriesLength: number, gameOfSeries: number): boolean {
  return (BETTER_SEED_HOME[seriesLength] ?? [1]).includes(gameOfSeries);
}

/** Every pool match is decided (the knockout can be drawn). */
export function poolsDone(matches: Match[], poolStageId: number): boolean {
  return matches.every((m) => m.stage_id !== poolStageId || isDecided(m));
}
