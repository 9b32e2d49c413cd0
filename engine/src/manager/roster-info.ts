import type { GameRuntime } from '../game/runtime';
import type { Roster, RosterPlayer, TeamGameState } from '../types';

/** A pitcher who may relieve, with the card numbers the bullpen ranks by. */
export interface ReliefCandidate {
  id: string;
  /** Index of the id in `RosterInfo.stamps`. */
  key: number;
  /** Relief appearances (games - starts). */
  apps: number;
  isReliever: boolean;
  saves: number;
  /** Innings per relief appearance (ratings.reliever). */
  relieverInnings: number;
  /** `rt.value(id, 'p')`. */
  value: number;
  /** Kept for the ninth (the roster's closer, else 5+ saves). */
  keep: boolean;
}

/** A position player who may pinch-hit, with `rt.value(id, 'h')`. */
export interface BenchCandidate {
  id: string;
  key: number;
  value: number;
}

/**
 * The parts of the computer manager's roster scans that depend only on the roster (rosters are
 * immutable inputs): each plate appearance then checks just the in-game state of a short list
 * instead of the whole roster (2019 rosters hold about 50 players), with the numbers it ranks by
 * copied in (no pointer chasing into the cards). Lists keep roster order, so ties resolve
 * exactly as a scan of the roster would.
 */
export interface RosterInfo {
  /** Pitchers by primary position with a pitching side and available. */
  relievers: ReliefCandidate[];
  /** Relievers with 5+ saves who mostly pitched in relief. */
  closers: ReliefCandidate[];
  /** Non-pitchers whose (first) roster entry is available; built on first use (DH games never need it). */
  bench: BenchCandidate[] | null;
  /** First roster entry of each card id (what a `players.find` by id returns). */
  byId: Map<string, RosterPlayer>;
  /** A number per distinct card id on the roster, and the scratch stamps `stampBusy` writes. */
  keys: Map<string, number>;
  stamps: number[];
  stamp: number;
}

/**
 * Stamps the cards team t cannot bring in now (the pitcher, the nine in the order and those
 * removed) and returns the stamp: a candidate c is busy when `info.stamps[c.key] === stamp`.
 * A dozen map lookups instead of comparing every candidate with each busy id; a new stamp per
 * call instead of clearing. Scratch only: nothing here outlives the call's result.
 */
export function stampBusy(info: RosterInfo, t: TeamGameState): number {
  const stamp = ++info.stamp;
  const { keys, stamps } = info;
  let k = keys.get(t.pitcherId);
  if (k !== undefined) stamps[k] = stamp;
  for (const id of t.removed) {
    k = keys.get(id);
    if (k !== undefined) stamps[k] = stamp;
  }
  for (const x of t.order) {
    k = keys.get(x.cardId);
    if (k !== undefined) stamps[k] = stamp;
  }
  return stamp;
}

function build(rt: GameRuntime, roster: Roster): RosterInfo {
  const first = new Map<string, RosterPlayer>();
  const keys = new Map<string, number>();
  for (const p of roster.players) {
    if (first.has(p.card.cardId)) continue;
    first.set(p.card.cardId, p);
    keys.set(p.card.cardId, keys.size);
  }
  const key = (id: string) => keys.get(id) as number;
  const relievers: ReliefCandidate[] = [];
  for (const p of roster.players) {
    const c = p.card, pc = c.pitching;
    if (pc && c.primaryPosition === 'P' && p.available !== false) {
      relievers.push({
        id: c.cardId, key: key(c.cardId), apps: pc.games - pc.gamesStarted, isReliever: pc.gamesStarted * 2 < pc.games,
        saves: pc.saves, relieverInnings: pc.ratings.reliever, value: rt.value(c.cardId, 'p'),
        keep: roster.closer ? c.cardId === roster.closer : pc.saves >= 5,
      });
    }
  }
  const named = roster.closer ? relievers.filter((r) => r.id === roster.closer) : [];
  const closers = named.length ? named : relievers.filter((r) => r.saves >= 5 && r.isReliever);
  // A plain array: a typed one would be a separate off-heap allocation for every roster.
  return { relievers, closers, bench: null, byId: first, keys, stamps: new Array<number>(keys.size).fill(0), stamp: 0 };
}

/** Pinch-hitter candidates of the roster (see RosterInfo.bench). */
export function benchOf(rt: GameRuntime, roster: Roster, info: RosterInfo): BenchCandidate[] {
  if (info.bench) return info.bench;
  const bench: BenchCandidate[] = [];
  for (const p of roster.players) {
    const c = p.card;
    if (c.primaryPosition !== 'P' && info.byId.get(c.cardId)?.available !== false) {
      bench.push({ id: c.cardId, key: info.keys.get(c.cardId) as number, value: rt.value(c.cardId, 'h') });
    }
  }
  return (info.bench = bench);
}

export function rosterInfo(rt: GameRuntime, roster: Roster): RosterInfo {
  let info = rt.rosterInfo.get(roster);
  if (!info) rt.rosterInfo.set(roster, (info = build(rt, roster)));
  return info;
}
