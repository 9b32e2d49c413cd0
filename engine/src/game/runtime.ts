import { gameParkMultiplier, PARK_OUTCOMES } from '../cards/park';
import { matchupProbabilities } from '../cards/odds-ratio';
import { DiceTables } from '../dice/dice-tables';
import { LayoutScratch, MatchupLayout, layoutMatchup } from '../dice/layout';
import type { PaRoll } from '../dice/roll';
import { fatigueLimit } from '../manager/bullpen';
import type { RosterInfo, RosterShape } from '../manager/roster-info';
import { battingValue } from '../manager/value';
import type { GameSetup, GameState, LeagueContext, LineupSpot, PlayerCard, Position } from '../types';
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
  /** Last dice table this card was looked up with as the batter (pitcher index, bucket, `DiceTables` generation). */
  lastPitcher: number;
  lastBucket: number;
  lastGeneration: number;
  lastAt: number;
  /** Error % then arm by position code (see `fielding`), built on first use. */
  fielding: Float64Array | null;
  /** Platoon multiplier as a batter against a pitcher throwing [R, L] (NaN until first use; 1 unused for balance 'E'). */
  platoonR: number;
  platoonL: number;
  /** Odds ratios as a pitcher (a position player pitching: 1.6 on every outcome), built on first use. */
  pitcherOR: number[] | null;
  /** `fatigueLimit` as a starter and as a reliever (NaN until first use). */
  limitStarter: number;
  limitRelief: number;
  /** Display name, made on first use. */
  name: string | null;
}

/** A team in the field: its side and pitcher (`TeamGameState` has both). */
export interface OnTheMound {
  side: 0 | 1;
  pitcherId: string;
}

/** Outcomes the platoon split and fatigue move (module constants: no array per layout). */
const PLATOON_OUTCOMES = [O_1B, O_2B, O_3B, O_HR, O_BB, O_HBP] as const;
const FATIGUE_OUTCOMES = [O_1B, O_2B, O_3B, O_HR, O_BB] as const;
/** Compiled layouts kept before the cache starts over (25 MB). */
const MAX_TABLES = 200000;

/**
 * Derived, non-serialised helpers for running games: card lookup by id and a cache of matchup
 * layouts. May be shared by many games (the season benchmark does) since layouts depend only on
 * the two cards, the environment, the park and the fatigue step.
 */
export class GameRuntime {
  private readonly cards = new Map<string, CardEntry>();
  /** Compiled matchup layouts by (batter index, pitcher index, bucket = environment+park slot * 8 + fatigue step). */
  readonly dice = new DiceTables();
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
  private readonly work = new MatchupLayout();
  readonly roll: PaRoll = { d6: 0, red1: 0, red2: 0, d20: 0, outcome: 0 };
  /** `GameState.scratch` of a recorded plate appearance, reused (see `swing`). */
  readonly playScratch: NonNullable<GameState['scratch']> = { scored: [], fielders: [] };
  private lastContexts: Record<string, LeagueContext> | null = null;
  private lastContextKey = '';
  private lastContext: LeagueContext | undefined = undefined;
  /** The last pitcher entry found per side (see `pitcher`). */
  private readonly mound: [CardEntry | null, CardEntry | null] = [null, null];
  /** The last batter entry found per batting order spot (see `diceAt`). */
  private readonly spots: (CardEntry | undefined)[] = new Array<CardEntry | undefined>(18);
  private parkPf = NaN;
  private parkMul = 1;

  register(setup: GameSetup): this {
    for (const r of [setup.away, setup.home]) {
      if (this.registered.has(r)) continue;
      this.registered.add(r);
      for (const p of r.players) {
        if (!this.cards.has(p.card.cardId)) this.cards.set(p.card.cardId, { card: p.card, idx: this.cards.size, hv: NaN, pv: NaN, lastPitcher: -1, lastBucket: -1, lastGeneration: -1, lastAt: -1, fielding: null, platoonR: NaN, platoonL: NaN, pitcherOR: null, limitStarter: NaN, limitRelief: NaN, name: null });
      }
    }
    return this;
  }

  card(id: string): PlayerCard {
    return this.entry(id).card;
  }

  /** The card of a team's pitcher: a plate appearance asks for it five times or more, a map lookup each time cost 3 %. */
  pitcher(t: OnTheMound): PlayerCard {
    return this.moundEntry(t).card;
  }

  /** Memoised `fatigueLimit` of a team's pitcher. */
  fatigueLimit(t: OnTheMound, asStarter: boolean): number {
    const e = this.moundEntry(t);
    if (asStarter) return Number.isNaN(e.limitStarter) ? (e.limitStarter = fatigueLimit(e.card, true)) : e.limitStarter;
    return Number.isNaN(e.limitRelief) ? (e.limitRelief = fatigueLimit(e.card, false)) : e.limitRelief;
  }

  has(id: string): boolean {
    return this.cards.has(id);
  }

  /** Memoised ranking value: run value per PA as a hitter (h) or allowed as a pitcher (p, higher is better). */
  value(id: string, kind: 'h' | 'p'): number {
    const e = this.entry(id);
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
    return this.fieldingOf(this.entry(id));
  }

  /** `fielding` of the player in batting order spot `spot` (side * 9 + index, as in `diceAt`). */
  fieldingAt(id: string, spot: number): Float64Array {
    let e = this.spots[spot];
    if (!e || e.card.cardId !== id) this.spots[spot] = e = this.entry(id);
    return this.fieldingOf(e);
  }

  /** `fielding` of a team's pitcher. */
  pitcherFielding(t: OnTheMound): Float64Array {
    return this.fieldingOf(this.moundEntry(t));
  }

  private fieldingOf(e: CardEntry): Float64Array {
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
    const e = this.cards.get(id);
    if (!e) return id;
    return (e.name ??= `${e.card.firstName} ${e.card.lastName}`.trim());
  }

  /** `contexts[key]`, remembered for the last pair (one game's plate appearances all ask for the same one). */
  context(contexts: Record<string, LeagueContext>, key: string): LeagueContext | undefined {
    if (contexts !== this.lastContexts || key !== this.lastContextKey) {
      this.lastContexts = contexts;
      this.lastContextKey = key;
      this.lastContext = contexts[key];
    }
    return this.lastContext;
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

  /** The matchup's layout, built afresh (display and tests; games read `diceAt`'s compiled tables). */
  layout(batterId: string, pitcherId: string, env: LeagueContext, pf: number, fatigue: number): MatchupLayout {
    return this.build(this.entry(batterId), this.entry(pitcherId), env, pf, fatigue, new MatchupLayout());
  }

  /**
   * Byte offset in `dice.bytes` (read it after this call: adding a table may replace the array) of the matchup's table.
   * `spot` (0..17: side * 9 + batting order index) keeps the batter's entry at hand for his next turn.
   */
  diceAt(batterId: string, spot: number, mound: OnTheMound, env: LeagueContext, pf: number, envSlot: number, fatigue: number): number {
    let b = this.spots[spot];
    if (!b || b.card.cardId !== batterId) this.spots[spot] = b = this.entry(batterId);
    const p = this.moundEntry(mound);
    const bucket = envSlot * 8 + fatigue;
    const dice = this.dice;
    // A batter meets the same pitcher in the same state several times running: skip the hash.
    if (b.lastPitcher === p.idx && b.lastBucket === bucket && b.lastGeneration === dice.generation) return b.lastAt;
    let at = dice.find(b.idx, p.idx, bucket);
    if (at < 0) {
      if (dice.count >= MAX_TABLES) dice.clear();
      at = dice.add(b.idx, p.idx, bucket, this.build(b, p, env, pf, fatigue, this.work));
    }
    b.lastPitcher = p.idx;
    b.lastBucket = bucket;
    b.lastGeneration = dice.generation;
    b.lastAt = at;
    return at;
  }

  private moundEntry(t: OnTheMound): CardEntry {
    const m = this.mound[t.side];
    if (m && m.card.cardId === t.pitcherId) return m;
    return (this.mound[t.side] = this.entry(t.pitcherId));
  }

  private entry(id: string): CardEntry {
    const e = this.cards.get(id);
    if (!e) throw new Error(`Unknown card ${id}`);
    return e;
  }

  private build(b: CardEntry, p: CardEntry, env: LeagueContext, pf: number, fatigue: number, lay: MatchupLayout): MatchupLayout {
    const pitcherOR = p.pitcherOR ?? (p.pitcherOR = p.card.pitching?.oddsRatio ?? p.card.batting.oddsRatio.map(() => 1.6));
    this.fillAdjust(b, p.card, pf, fatigue);
    matchupProbabilities(env.rates, b.card.batting.oddsRatio, pitcherOR, this.adjust, this.probs);
    return layoutMatchup(this.probs, b.card.batting.oddsRatio, pitcherOR, lay, this.scratch);
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
