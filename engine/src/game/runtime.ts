import { gameParkMultiplier, PARK_OUTCOMES } from '../cards/park';
import { matchupProbabilities } from '../cards/odds-ratio';
import { LayoutScratch, MatchupLayout, layoutMatchup } from '../dice/layout';
import type { PaRoll } from '../dice/roll';
import type { RosterInfo } from '../manager/roster-info';
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
}

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
  private readonly envSlots = new Map<string, number>();
  private readonly scratch = new LayoutScratch();
  private readonly probs = new Float64Array(OUTCOME_COUNT);
  private readonly adjust = new Array<number>(OUTCOME_COUNT).fill(1);
  readonly roll: PaRoll = { d6: 0, red1: 0, red2: 0, d20: 0, outcome: 0 };

  register(setup: GameSetup): this {
    for (const r of [setup.away, setup.home]) {
      if (this.registered.has(r)) continue;
      this.registered.add(r);
      for (const p of r.players) {
        if (!this.cards.has(p.card.cardId)) this.cards.set(p.card.cardId, { card: p.card, idx: this.cards.size, hv: NaN, pv: NaN, lastPitcher: -1, lastBucket: -1, lastLayout: null, fielding: null });
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
    if (!lay) lay = this.newLayout(map, key, b.card, p.card, env, pf, fatigue);
    b.lastPitcher = p.idx;
    b.lastBucket = bucket;
    b.lastLayout = lay;
    return lay;
  }

  private newLayout(map: Map<number, MatchupLayout>, key: number, batter: PlayerCard, pitcher: PlayerCard, env: LeagueContext, pf: number, fatigue: number): MatchupLayout {
    if (++this.cachedLayouts > 200000) {
      for (const m of this.layouts) m?.clear();
      this.cachedLayouts = 0;
    }
    const lay = new MatchupLayout();
    const pitcherOR = pitcher.pitching?.oddsRatio ?? pitcher.batting.oddsRatio.map(() => 1.6);
    this.fillAdjust(batter, pitcher, pf, fatigue);
    matchupProbabilities(env.rates, batter.batting.oddsRatio, pitcherOR, this.adjust, this.probs);
    layoutMatchup(this.probs, batter.batting.oddsRatio, pitcherOR, lay, this.scratch);
    map.set(key, lay);
    return lay;
  }

  /** Park (hits), platoon (hits and walks) and fatigue multipliers on outcome odds. */
  private fillAdjust(b: PlayerCard, p: PlayerCard, pf: number, fatigue: number): void {
    const a = this.adjust;
    a.fill(1);
    const park = gameParkMultiplier(pf);
    for (const i of PARK_OUTCOMES) a[i] = park;
    const bal = b.batting.ratings.balance;
    if (bal !== 'E') {
      const steps = Number(bal.slice(0, -1)) || 0;
      const favours = bal.endsWith('L') ? 'L' : 'R';
      const share = favours === 'L' ? 1 - RHP_SHARE : RHP_SHARE;
      // Keeps the batter's total fixed against the league's pitcher mix.
      const m = p.throws === favours ? 1 + PLATOON_STEP * steps * (1 - share) : 1 - PLATOON_STEP * steps * share;
      for (const i of [O_1B, O_2B, O_3B, O_HR, O_BB, O_HBP]) a[i] = (a[i] as number) * m;
    }
    if (fatigue > 0) {
      const f = 1 + FATIGUE_STEP * fatigue;
      for (const i of [O_1B, O_2B, O_3B, O_HR, O_BB]) a[i] = (a[i] as number) * f;
      a[O_SO] = (a[O_SO] as number) / f;
    }
  }
}
