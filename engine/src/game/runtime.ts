import { gameParkMultiplier, PARK_OUTCOMES } from '../cards/park';
import { matchupProbabilities } from '../cards/odds-ratio';
import { LayoutScratch, MatchupLayout, layoutMatchup } from '../dice/layout';
import type { PaRoll } from '../dice/roll';
import type { GameSetup, LeagueContext, PlayerCard } from '../types';
import { O_1B, O_2B, O_3B, O_BB, O_HBP, O_HR, O_SO, OUTCOME_COUNT } from '../types';

/** Share of plate appearances against right-handed pitchers assumed by the platoon split. */
export const RHP_SHARE = 0.72;
/** Odds change per balance step (e.g. '4R' = 4 steps). */
export const PLATOON_STEP = 0.02;
/** Odds change per fatigue step once a pitcher passes his endurance. */
export const FATIGUE_STEP = 0.08;

/**
 * Derived, non-serialised helpers for running games: card lookup by id and a cache of matchup
 * layouts. May be shared by many games (the season benchmark does) since layouts depend only on
 * the two cards, the environment, the park and the fatigue step.
 */
export class GameRuntime {
  private readonly cards = new Map<string, { card: PlayerCard; idx: number }>();
  private readonly layouts = new Map<number, MatchupLayout>();
  private readonly envSlots = new Map<string, number>();
  private readonly scratch = new LayoutScratch();
  private readonly probs = new Float64Array(OUTCOME_COUNT);
  private readonly adjust = new Array<number>(OUTCOME_COUNT).fill(1);
  readonly roll: PaRoll = { d6: 0, red1: 0, red2: 0, d20: 0, outcome: 0 };

  register(setup: GameSetup): this {
    for (const r of [setup.away, setup.home]) {
      for (const p of r.players) {
        if (!this.cards.has(p.card.cardId)) this.cards.set(p.card.cardId, { card: p.card, idx: this.cards.size });
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

  name(id: string): string {
    const c = this.cards.get(id)?.card;
    return c ? `${c.firstName} ${c.lastName}`.trim() : id;
  }

  envSlot(envKey: string, pf: number): number {
    const k = `${envKey}|${pf}`;
    let s = this.envSlots.get(k);
    if (s === undefined) this.envSlots.set(k, (s = this.envSlots.size));
    return s;
  }

  layout(batterId: string, pitcherId: string, env: LeagueContext, pf: number, envSlot: number, fatigue: number): MatchupLayout {
    const b = this.cards.get(batterId), p = this.cards.get(pitcherId);
    if (!b || !p) throw new Error(`Unknown card ${b ? pitcherId : batterId}`);
    const key = ((b.idx * 65536 + p.idx) * 8 + fatigue) * 1024 + envSlot;
    let lay = this.layouts.get(key);
    if (lay) return lay;
    if (this.layouts.size > 100000) this.layouts.clear();
    lay = new MatchupLayout();
    const pitcherOR = p.card.pitching?.oddsRatio ?? p.card.batting.oddsRatio.map(() => 1.6);
    this.fillAdjust(b.card, p.card, pf, fatigue);
    matchupProbabilities(env.rates, b.card.batting.oddsRatio, pitcherOR, this.adjust, this.probs);
    layoutMatchup(this.probs, b.card.batting.oddsRatio, pitcherOR, lay, this.scratch);
    this.layouts.set(key, lay);
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
