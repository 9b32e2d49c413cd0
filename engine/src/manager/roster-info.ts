import type { GameRuntime } from '../game/runtime';
import type { PlayerCard, Roster, TeamGameState } from '../types';

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
  /** Per reliever (same order): `RosterPlayer.reliefDue`, or null when the roster sets none (single games). */
  reliefDue: number[] | null;
  /** Per key: `RosterPlayer.outsLeft` of the card's first entry, or null when no player of the roster has one. */
  outsLeft: Array<number | undefined> | null;
  /** Relievers with 5+ saves who mostly pitched in relief. */
  closers: ReliefCandidate[];
  /** Non-pitchers whose (first) roster entry is available; built on first use (DH games never need it). */
  bench: BenchCandidate[] | null;
  /** Per key: is the first roster entry of the card id (what a `players.find` by id returns) available? */
  available: boolean[];
  /** A number per distinct card id on the roster, and the scratch stamps `stampBusy` writes. */
  keys: Map<string, number>;
  stamps: number[];
  stamp: number;
  shape: RosterShape;
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

/**
 * The parts of `RosterInfo` that depend only on the roster's cards in order, not on who is available today: a
 * league season plays every game with new roster objects (today's rest and playing time) of the same cards.
 * Candidates are shared read-only between the games' infos.
 */
export interface RosterShape {
  cards: PlayerCard[];
  keys: Map<string, number>;
  /** Key of each roster entry, and whether the entry is the first with its card id. */
  keyOf: number[];
  isFirst: boolean[];
  /** Relief candidates by closer ('' for none): one per entry that is a pitcher by primary position with a pitching side. */
  relief: Map<string, Array<{ at: number; cand: ReliefCandidate }>>;
  /** Pinch-hit candidates: one per entry that is not a pitcher by primary position. */
  bench: Array<{ at: number; cand: BenchCandidate }>;
}

function newShape(rt: GameRuntime, cards: PlayerCard[]): RosterShape {
  const keys = new Map<string, number>();
  const keyOf: number[] = [], isFirst: boolean[] = [];
  for (const c of cards) {
    let k = keys.get(c.cardId);
    isFirst.push(k === undefined);
    if (k === undefined) keys.set(c.cardId, (k = keys.size));
    keyOf.push(k);
  }
  const bench: RosterShape['bench'] = [];
  cards.forEach((c, at) => {
    if (c.primaryPosition !== 'P') bench.push({ at, cand: { id: c.cardId, key: keyOf[at] as number, value: rt.value(c.cardId, 'h') } });
  });
  return { cards, keys, keyOf, isFirst, relief: new Map(), bench };
}

function reliefOf(rt: GameRuntime, shape: RosterShape, closer: string | null | undefined): Array<{ at: number; cand: ReliefCandidate }> {
  const name = closer ?? '';
  let list = shape.relief.get(name);
  if (list) return list;
  list = [];
  shape.cards.forEach((c, at) => {
    const pc = c.pitching;
    if (pc && c.primaryPosition === 'P') {
      list?.push({ at, cand: {
        id: c.cardId, key: shape.keyOf[at] as number, apps: pc.games - pc.gamesStarted, isReliever: pc.gamesStarted * 2 < pc.games,
        saves: pc.saves, relieverInnings: pc.ratings.reliever, value: rt.value(c.cardId, 'p'),
        keep: closer ? c.cardId === closer : pc.saves >= 5,
      } });
    }
  });
  shape.relief.set(name, list);
  return list;
}

/** The runtime's shape for these cards in this order (looked up by the first card, checked entry by entry). */
function shapeOf(rt: GameRuntime, roster: Roster): RosterShape {
  const players = roster.players;
  const head = players[0]?.card;
  if (!head) return newShape(rt, []);
  let shapes = rt.rosterShapes.get(head);
  if (!shapes) rt.rosterShapes.set(head, (shapes = []));
  for (const sh of shapes) {
    if (sh.cards.length !== players.length) continue;
    let same = true;
    for (let i = 0; i < players.length; i++) if ((players[i] as Roster['players'][number]).card !== sh.cards[i]) { same = false; break; }
    if (same) return sh;
  }
  const sh = newShape(rt, players.map((p) => p.card));
  // A few active rosters per team at most; keep the list short for whoever builds many.
  if (shapes.push(sh) > 8) shapes.shift();
  return sh;
}

/**
 * `reliefDue` at or below this marks a pitcher the league's usage limit had benched, back only because the staff was
 * short (the mark minus his usage ratio, so the least over ranks first); he closes no game.
 */
export const OVER_LIMIT_DUE = -1e6;

function build(rt: GameRuntime, roster: Roster): RosterInfo {
  const shape = shapeOf(rt, roster);
  const players = roster.players;
  const available = new Array<boolean>(shape.keys.size);
  let outsLeft: Array<number | undefined> | null = null;
  for (let i = 0; i < players.length; i++) {
    if (!shape.isFirst[i]) continue;
    const p = players[i] as Roster['players'][number];
    available[shape.keyOf[i] as number] = p.available !== false;
    if (p.outsLeft !== undefined) (outsLeft ??= new Array<number | undefined>(shape.keys.size))[shape.keyOf[i] as number] = p.outsLeft;
  }
  const relievers: ReliefCandidate[] = [];
  const due: number[] = [];
  let paced = false;
  for (const r of reliefOf(rt, shape, roster.closer)) {
    const p = players[r.at] as Roster['players'][number];
    if (p.available === false) continue;
    relievers.push(r.cand);
    const d = p.reliefDue;
    if (d !== undefined) paced = true;
    due.push(d ?? 0);
  }
  const fresh = paced ? relievers.filter((_, i) => (due[i] as number) > OVER_LIMIT_DUE) : relievers;
  const named = roster.closer ? fresh.filter((r) => r.id === roster.closer) : [];
  let closers = named.length ? named : fresh.filter((r) => r.saves >= 5 && r.isReliever);
  // The closer past his limit: the fresh reliever with the most saves takes the ninth (left to the starter, 2019
  // replays threw a quarter more complete games than the record).
  if (!closers.length && fresh.length < relievers.length && relievers.some((r) => r.saves >= 5 && r.isReliever)) closers = fresh.filter((r) => r.isReliever);
  // A plain array: a typed one would be a separate off-heap allocation for every roster.
  return { relievers, reliefDue: paced ? due : null, outsLeft, closers, bench: null, available, keys: shape.keys, stamps: new Array<number>(shape.keys.size).fill(0), stamp: 0, shape };
}

/** Pinch-hitter candidates of the roster (see RosterInfo.bench). */
export function benchOf(rt: GameRuntime, roster: Roster, info: RosterInfo): BenchCandidate[] {
  if (info.bench) return info.bench;
  const bench: BenchCandidate[] = [];
  for (const b of info.shape.bench) if (info.available[b.cand.key] && !(roster.players[b.at] as Roster['players'][number]).overLimit) bench.push(b.cand);
  return (info.bench = bench);
}

/** Outs the pitcher may still pitch this season under the league's usage limit (undefined: no limit). */
export function outsLeftOf(info: RosterInfo, id: string): number | undefined {
  if (!info.outsLeft) return undefined;
  const k = info.keys.get(id);
  return k === undefined ? undefined : info.outsLeft[k];
}

/** Is the card on the roster with its (first) entry available? */
export function availableOnRoster(info: RosterInfo, id: string): boolean {
  const k = info.keys.get(id);
  return k !== undefined && info.available[k] === true;
}

export function rosterInfo(rt: GameRuntime, roster: Roster): RosterInfo {
  let info = rt.rosterInfo.get(roster);
  if (!info) rt.rosterInfo.set(roster, (info = build(rt, roster)));
  return info;
}
