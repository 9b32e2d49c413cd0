import { gameParkMultiplier, PARK_OUTCOMES } from '../cards/park';
import { matchupProbabilities } from '../cards/odds-ratio';
import { LAYOUT_BYTES, LayoutScratch, MatchupLayout, layoutMatchup } from '../dice/layout';
import type { PaRoll } from '../dice/roll';
import type { RosterInfo, RosterShape } from '../manager/roster-info';
import { battingValue } from '../manager/value';
import type { GameSetup, LeagueContext, LineupSpot, PlayerCard, Position } from '../types';
import { O_1B, O_2B, O_3B, O_BB, O_HBP, O_HR, O_SO, OUTCOME_COUNT, POSITION_CODES } from '../types';

/** Position codes run 1..10 (P..DH); slot 0 is unused. */
export const FIELDING_SLOTS = 11;

/** Share of plate appearances against right-handed pitchers assumed by the platoon split. */
export const RHP_SHARE = 0.72;
/** Odds change per balance step (e.g. '4R' = 4 steps). */
export const PLATOON_STEP = 0.02;
/** Odds change per fatigue step once a pitcher passes his endurance. */
export const FATIGUE_STEP = 0.08;

interface CardEntry {
  card: PlayerCard;
  idx: number;
  hv: number;
  pv: number;
  /** Last layout this card was looked up with as the batter (pitcher index, bucket). */
  lastPitcher: number;
  lastBucket: number;
  lastLayout: MatchupLayout | null;
  /** Error % then arm by position code (see `fielding`), built on first use. */
  fielding: Float64Array | null;
  /** Platoon multiplier as a batter against a pitcher throwing [R, L] (NaN until first use; 1 unused for balance 'E'). */
  platoonR: number;
  platoonL: number;
  /** Odds ratios as a pitcher (a position player pitching: 1.6 on every outcome), built on first use. */
  pitcherOR: number[] | null;
}

/** Outcomes the platoon split and fatigue move (module constants: no array per layout). */
const PLATOON_OUTCOMES = [O_1B, O_2B, O_3B, O_HR, O_BB, O_HBP] as const;
const FATIGUE_OUTCOMES = [O_1B, O_2B, O_3B, O_HR, O_BB] as const;
/** Layouts per shared ArrayBuffer (see MatchupLayout's constructor). */
const SLAB_LAYOUTS = 512;

/**
 * Derived, non-serialised helpers for running games: card lookup by id and a cache of matchup
 * layouts. May be shared by many games (the season benchmark does) since layouts depend only on
 * the two cards, the environment, the park and the fatigue step.
 */
export class GameRuntime {
  private readonly cards = new Map<string, CardEntry>();
  /** One map per (environment+park slot, fatigue step), keyed by batter index * 4096 + pitcher index (small integers hash fast). */
  private readonly layouts: Map<number, MatchupLayout>[] = [];
  private cachedLayouts = 0;
  private readonly registered = new WeakSet<object>();
  private lastEnv = '';
  private lastPf = -1;
  private lastSlot = 0;
  /** Computer lineups per roster object (rosters are immutable inputs). */
  readonly lineups = new WeakMap<object, Map<string, LineupSpot[]>>();
  /** Computer manager's per-roster candidate lists (see manager/roster-info). */
  readonly rosterInfo = new WeakMap<object, RosterInfo>();
  /** Card-order parts of roster info, by the roster's first card (see manager/roster-info `RosterShape`). */
  readonly rosterShapes = new WeakMap<PlayerCard, RosterShape[]>();
  private readonly envSlots = new Map<string, number>();
  private readonly scratch = new LayoutScratch();
  private readonly probs = new Float64Array(OUTCOME_COUNT);
  private readonly adjust = new Array<number>(OUTCOME_COUNT).fill(1);
  readonly roll: PaRoll = { d6: 0, red1: 0, red2: 0, d20: 0, outcome: 0 };
  private slab: ArrayBuffer | null = null;
  private slabUsed = SLAB_LAYOUTS;
  private parkPf = NaN;
  private parkMul = 1;

  register(setup: GameSetup): this {
    for (const r of [setup.away, setup.home]) {
      if (this.registered.has(r)) continue;
      this.registered.add(r);
      for (const p of r.players) {
        if (!this.cards.has(p.card.cardId)) this.cards.set(p.card.cardId, { card: p.card, idx: this.cards.size, hv: NaN, pv: NaN, lastPitcher: -1, lastBucket: -1, lastLayout: null, fielding: null, platoonR: NaN, platoonL: NaN, pitcherOR: null });
      }
    }
    return this;
  }

  card(id: string): PlayerCard {
    const c = this.cards.get(id);
    if (!c) throw new Error(`Unknown card ${id}`);
    return c.card;
  }

  has(id: string): boolean {
    return this.cards.has(id);
  }

  /** Memoised ranking value: run value per PA as a hitter (h) or allowed as a pitcher (p, higher is better). */
  value(id: string, kind: 'h' | 'p'): number {
    const e = this.cards.get(id);
    if (!e) throw new Error(`Unknown card ${id}`);
    if (kind === 'h') {
      if (Number.isNaN(e.hv)) e.hv = battingValue(e.card.batting.rates);
      return e.hv;
    }
    if (Number.isNaN(e.pv)) e.pv = e.card.pitching ? -battingValue(e.card.pitching.rates) : -1;
    return e.pv;
  }

  /**
   * The card's fielding as numbers by position code: [code] error % (5 without a rating),
   * [FIELDING_SLOTS + code] arm (0 without one). Every ball in play reads one; `card.fielding[pos]` is a
   * keyed load over hundreds of differently shaped objects, which V8 cannot cache.
   */
  fielding(id: string): Float64Array {
    const e = this.cards.get(id);
    if (!e) throw new Error(`Unknown card ${id}`);
    if (e.fielding) return e.fielding;
    const table = new Float64Array(2 * FIELDING_SLOTS);
    for (const pos of Object.keys(POSITION_CODES) as Position[]) {
      const f = e.card.fielding[pos], code = POSITION_CODES[pos];
      table[code] = f ? f.error : 5;
      table[FIELDING_SLOTS + code] = f?.arm ?? 0;
    }
    return (e.fielding = table);
  }

  name(id: string): string {
    const c = this.cards.get(id)?.card;
    return c ? `${c.firstName} ${c.lastName}`.trim() : id;
  }

  envSlot(envKey: string, pf: number): number {
    if (envKey === this.lastEnv && pf === this.lastPf) return this.lastSlot;
    this.lastEnv = envKey;
    this.lastPf = pf;
    this.lastSlot = this.slotFor(envKey, pf);
    return this.lastSlot;
  }

  private slotFor(envKey: string, pf: number): number {
    const k = `${envKey}|${pf}`;
    let s = this.envSlots.get(k);
    if (s === undefined) this.envSlots.set(k, (s = this.envSlots.size));
    return s;
  }

  layout(batterId: string, pitcherId: string, env: LeagueContext, pf: number, envSlot: number, fatigue: number): MatchupLayout {
    const b = this.cards.get(batterId), p = this.cards.get(pitcherId);
    if (!b || !p) throw new Error(`Unknown card ${b ? pitcherId : batterId}`);
    const bucket = envSlot * 8 + fatigue;
    // A batter meets the same pitcher in the same state several times running: skip the big map.
    if (b.lastPitcher === p.idx && b.lastBucket === bucket && b.lastLayout) return b.lastLayout;
    let map = this.layouts[bucket];
    if (!map) this.layouts[bucket] = map = new Map();
    // Unique while fewer than 65,536 cards are registered (beyond that, keys fall back to larger numbers).
    const key = p.idx < 4096 ? b.idx * 4096 + p.idx : b.idx * 268435456 + p.idx;
    let lay = map.get(key);
    if (!lay) lay = this.newLayout(map, key, b, p, env, pf, fatigue);
    b.lastPitcher = p.idx;
    b.lastBucket = bucket;
    b.lastLayout = lay;
    return lay;
  }

  private newLayout(map: Map<number, MatchupLayout>, key: number, b: CardEntry, p: CardEntry, env: LeagueContext, pf: number, fatigue: number): MatchupLayout {
    if (++this.cachedLayouts > 200000) {
      for (const m of this.layouts) m?.clear();
      this.cachedLayouts = 0;
    }
    if (this.slabUsed === SLAB_LAYOUTS) {
      this.slab = new ArrayBuffer(SLAB_LAYOUTS * LAYOUT_BYTES);
      this.slabUsed = 0;
    }
    const lay = new MatchupLayout(this.slab as ArrayBuffer, this.slabUsed++ * LAYOUT_BYTES);
    const batter = b.card;
    const pitcherOR = p.pitcherOR ?? (p.pitcherOR = p.card.pitching?.oddsRatio ?? p.card.batting.oddsRatio.map(() => 1.6));
    this.fillAdjust(b, p.card, pf, fatigue);
    matchupProbabilities(env.rates, batter.batting.oddsRatio, pitcherOR, this.adjust, this.probs);
    layoutMatchup(this.probs, batter.batting.oddsRatio, pitcherOR, lay, this.scratch);
    map.set(key, lay);
    return lay;
  }

  /** Park (hits), platoon (hits and walks) and fatigue multipliers on outcome odds. */
  private fillAdjust(e: CardEntry, p: PlayerCard, pf: number, fatigue: number): void {
    const a = this.adjust;
    a.fill(1);
    if (pf !== this.parkPf) {
      this.parkPf = pf;
      this.parkMul = gameParkMultiplier(pf);
    }
    const park = this.parkMul;
    for (const i of PARK_OUTCOMES) a[i] = park;
    const bal = e.card.batting.ratings.balance;
    if (bal !== 'E') {
      if (Number.isNaN(e.platoonR)) {
        const steps = Number(bal.slice(0, -1)) || 0;
        const favours = bal.endsWith('L') ? 'L' : 'R';
        const share = favours === 'L' ? 1 - RHP_SHARE : RHP_SHARE;
        // Keeps the batter's total fixed against the league's pitcher mix.
        const same = 1 + PLATOON_STEP * steps * (1 - share), other = 1 - PLATOON_STEP * steps * share;
        e.platoonR = favours === 'R' ? same : other;
        e.platoonL = favours === 'L' ? same : other;
      }
      const m = p.throws === 'R' ? e.platoonR : p.throws === 'L' ? e.platoonL : platoonOther(bal);
      for (const i of PLATOON_OUTCOMES) a[i] = (a[i] as number) * m;
    }
    if (fatigue > 0) {
      const f = 1 + FATIGUE_STEP * fatigue;
      for (const i of FATIGUE_OUTCOMES) a[i] = (a[i] as number) * f;
      a[O_SO] = (a[O_SO] as number) / f;
    }
  }
}

/** The platoon multiplier against a pitcher whose throws match neither hand (never for real cards). */
function platoonOther(bal: string): number {
  const steps = Number(bal.slice(0, -1)) || 0;
  const share = bal.endsWith('L') ? 1 - RHP_SHARE : RHP_SHARE;
  return 1 - PLATOON_STEP * steps * share;
}
