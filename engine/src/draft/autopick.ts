import { DraftError } from './errors';

/** A player as the draft sees him; `value` is computed by the caller from ratings (higher is better). */
export interface DraftPlayer {
  id: string;
  /** Fielding positions, primary first: 'C', '1B', '2B', '3B', 'SS', 'LF'/'CF'/'RF' or 'OF', 'DH'; 'P' for pitchers. */
  positions: string[];
  /** Pitchers: starter or reliever (a pitcher without a role may fill either). */
  role?: 'SP' | 'RP';
  value: number;
}

export type RosterSlot = 'C' | '1B' | '2B' | '3B' | 'SS' | 'OF' | 'DH' | 'SP' | 'RP';
export const ROSTER_SLOTS: readonly RosterSlot[] = ['C', '1B', '2B', '3B', 'SS', 'OF', 'DH', 'SP', 'RP'];

/**
 * What a team drafts for. `slots` are filled first (any hitter can DH; a starter can fill a relief slot);
 * after that, depth is taken by value within `depth` (most players whose main position is that slot) and
 * the pitcher / hitter limits.
 */
export interface RosterNeeds {
  slots: Record<RosterSlot, number>;
  depth: Record<RosterSlot, number>;
  maxPitchers: number;
  maxHitters: number;
}

/** A 26-man roster: C, 1B, 2B, 3B, SS, 3 OF, DH, 5 SP, 7 RP; then a backup catcher, infielders, outfielders. */
export const DEFAULT_NEEDS: RosterNeeds = {
  slots: { C: 1, '1B': 1, '2B': 1, '3B': 1, SS: 1, OF: 3, DH: 1, SP: 5, RP: 7 },
  depth: { C: 2, '1B': 2, '2B': 2, '3B': 2, SS: 2, OF: 5, DH: 1, SP: 7, RP: 9 },
  maxPitchers: 14,
  maxHitters: 14,
};

const BIT: Record<RosterSlot, number> = { C: 1, '1B': 2, '2B': 4, '3B': 8, SS: 16, OF: 32, DH: 64, SP: 128, RP: 256 };
const FIELD: Record<string, RosterSlot> = { C: 'C', '1B': '1B', '2B': '2B', '3B': '3B', SS: 'SS', OF: 'OF', LF: 'OF', CF: 'OF', RF: 'OF', DH: 'DH' };

function isPitcher(p: DraftPlayer): boolean {
  return p.positions.includes('P');
}

function isHitter(p: DraftPlayer): boolean {
  return p.positions.some((pos) => pos !== 'P');
}

/** The slots a player may fill, as a bit mask. */
export function slotMask(p: DraftPlayer): number {
  let mask = 0;
  for (const pos of p.positions) {
    if (pos === 'P') mask |= p.role === 'RP' ? BIT.RP : BIT.SP | BIT.RP;
    else mask |= BIT[FIELD[pos.toUpperCase()] ?? 'DH'] | BIT.DH;
  }
  return mask;
}

/** The slot counted for depth: the primary position (pitchers by role). */
function depthSlot(p: DraftPlayer): RosterSlot {
  const first = p.positions[0] ?? 'DH';
  if (first === 'P') return p.role ?? 'SP';
  return FIELD[first.toUpperCase()] ?? 'DH';
}

/** Maximum matching of roster players to slot units (Kuhn's algorithm; a few dozen nodes). */
export class SlotMatching {
  readonly unitSlot: number[] = [];
  /** Mask of each matched player by unit; 0 when the unit is open. */
  unitOwner: number[];
  constructor(needs: RosterNeeds, roster: readonly DraftPlayer[]) {
    for (const s of ROSTER_SLOTS) for (let i = 0; i < needs.slots[s]; i++) this.unitSlot.push(BIT[s]);
    this.unitOwner = new Array<number>(this.unitSlot.length).fill(0);
    for (const p of roster) this.add(slotMask(p), this.unitOwner);
  }

  /** Place a player with this mask, moving others along an augmenting path; false when no slot opens up. */
  add(mask: number, owner: number[]): boolean {
    const seen = new Uint8Array(this.unitSlot.length);
    const tryPlace = (m: number): boolean => {
      for (let u = 0; u < this.unitSlot.length; u++) {
        if (seen[u] || !(m & (this.unitSlot[u] as number))) continue;
        seen[u] = 1;
        const held = owner[u] as number;
        if (held === 0 || tryPlace(held)) {
          owner[u] = m;
          return true;
        }
      }
      return false;
    };
    return mask !== 0 && tryPlace(mask);
  }

  full(): boolean {
    return this.unitOwner.every((o) => o !== 0);
  }

  /** Whether one more player with this mask would fill an open slot (the matching is left as it was). */
  wouldFill(mask: number): boolean {
    return this.add(mask, [...this.unitOwner]);
  }

  open(): Record<RosterSlot, number> {
    const out = Object.fromEntries(ROSTER_SLOTS.map((s) => [s, 0])) as Record<RosterSlot, number>;
    this.unitOwner.forEach((o, u) => {
      if (o === 0) {
        const slot = ROSTER_SLOTS.find((s) => BIT[s] === this.unitSlot[u]) as RosterSlot;
        out[slot]++;
      }
    });
    return out;
  }
}

/** Slots the roster cannot fill yet, by slot (players placed to fill as many slots as possible). */
export function openSlots(roster: readonly DraftPlayer[], needs: RosterNeeds = DEFAULT_NEEDS): Record<RosterSlot, number> {
  return new SlotMatching(needs, roster).open();
}

interface RankedPool {
  sorted: DraftPlayer[];
  masks: Int32Array;
  byId: Map<string, DraftPlayer>;
}

// The pool is sorted once and reused while the same array is passed again (treat it as read-only).
const ranked = new WeakMap<readonly DraftPlayer[], RankedPool>();

function rank(pool: readonly DraftPlayer[]): RankedPool {
  let r = ranked.get(pool);
  if (!r) {
    const sorted = [...pool].sort((a, b) => b.value - a.value || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    r = { sorted, masks: Int32Array.from(sorted, slotMask), byId: new Map(pool.map((p) => [p.id, p])) };
    ranked.set(pool, r);
  }
  return r;
}

/**
 * The player the computer takes for a team: the first undrafted player in its queue; else the best
 * available who fills an open slot (so no fifth catcher while second base is empty), preferring players
 * whose main position is under its depth limit (a third catcher does not become the first baseman while
 * a first baseman is left); once the slots are filled, the best available within the depth limits; failing that, the best at the thinnest position.
 * Only players `allowed` lets the team take are considered, queued ones included (see roster-fit.ts).
 */
export function autopick(
  pool: readonly DraftPlayer[],
  roster: readonly DraftPlayer[],
  queue: readonly string[],
  drafted: ReadonlySet<string>,
  needs: RosterNeeds = DEFAULT_NEEDS,
  allowed: (player: DraftPlayer) => boolean = () => true,
): string {
  const { sorted, masks, byId } = rank(pool);
  const own = new Set(roster.map((p) => p.id));
  const takeable = (p: DraftPlayer) => !drafted.has(p.id) && !own.has(p.id) && allowed(p);
  for (const id of queue) {
    const queued = byId.get(id);
    if (queued && takeable(queued)) return id;
  }

  const count = Object.fromEntries(ROSTER_SLOTS.map((s) => [s, 0])) as Record<RosterSlot, number>;
  let pitchers = 0;
  let hitters = 0;
  for (const p of roster) {
    count[depthSlot(p)]++;
    if (isPitcher(p)) pitchers++;
    if (isHitter(p)) hitters++;
  }

  const matching = new SlotMatching(needs, roster);
  if (!matching.full()) {
    // Open slots first, by players whose main position is not already at its limit (a third catcher
    // playing first base waits); failing that, anyone who fills an open slot.
    const fills = new Map<number, boolean>();
    let fallback: string | undefined;
    for (let i = 0; i < sorted.length; i++) {
      const p = sorted[i] as DraftPlayer;
      if (!takeable(p)) continue;
      const mask = masks[i] as number;
      let ok = fills.get(mask);
      if (ok === undefined) fills.set(mask, (ok = matching.wouldFill(mask)));
      if (!ok) continue;
      if (count[depthSlot(p)] < needs.depth[depthSlot(p)]) return p.id;
      fallback ??= p.id;
    }
    if (fallback !== undefined) return fallback;
  }
  const fits = (p: DraftPlayer) =>
    count[depthSlot(p)] < needs.depth[depthSlot(p)] && (!isPitcher(p) || pitchers < needs.maxPitchers) && (!isHitter(p) || hitters < needs.maxHitters);
  let thinnest: DraftPlayer | undefined;
  let thinnestShare = Infinity;
  for (const p of sorted) {
    if (!takeable(p)) continue;
    if (fits(p)) return p.id;
    const slot = depthSlot(p);
    const share = count[slot] / Math.max(1, needs.depth[slot]);
    if (share < thinnestShare) {
      thinnest = p;
      thinnestShare = share;
    }
  }
  if (thinnest) return thinnest.id;
  throw new DraftError('no-players');
}
