import { LayoutScratch, MatchupLayout, OUTCOME_COUNT, OUTCOMES, layoutMatchup, type PlayerCard } from '@bb/engine';

/** One dice result on a card: rows are 2d6 sums; `from`–`to` is the d20 range (1–20 = the whole row). */
export interface CardCell {
  outcome: (typeof OUTCOMES)[number];
  from: number;
  to: number;
}

export interface DiceColumn {
  /** 1–3 on a batter's card, 4–6 on a pitcher's (the white die that picks the card). */
  column: number;
  rows: Array<{ roll: number; cells: CardCell[] }>;
}

const ONES = new Array<number>(OUTCOME_COUNT).fill(1);

/**
 * The printed card: the player's half of a matchup against a league-average opponent, so each
 * column shows what the dice give when this card is rolled. Batter cards are columns 1–3,
 * pitcher cards 4–6, as on the tabletop.
 */
export function diceColumns(card: PlayerCard, side: 'batting' | 'pitching'): DiceColumn[] {
  const source = side === 'pitching' ? card.pitching : card.batting;
  if (!source) return [];
  const layout = new MatchupLayout();
  const probs = Float64Array.from(source.rates);
  const batterOR = side === 'batting' ? source.oddsRatio : ONES;
  const pitcherOR = side === 'pitching' ? source.oddsRatio : ONES;
  layoutMatchup(probs, batterOR, pitcherOR, layout, new LayoutScratch());
  const which = side === 'batting' ? 0 : 1;
  const columns: DiceColumn[] = [];
  for (let c = 0; c < 3; c++) {
    const rows: DiceColumn['rows'] = [];
    for (let roll = 2; roll <= 12; roll++) {
      const cells: CardCell[] = [];
      for (let face = 1; face <= 20; face++) {
        const outcome = OUTCOMES[layout.read(which, c, roll, face)]!;
        const last = cells[cells.length - 1];
        if (last && last.outcome === outcome) last.to = face;
        else cells.push({ outcome, from: face, to: face });
      }
      rows.push({ roll, cells });
    }
    columns.push({ column: c + 1 + which * 3, rows });
  }
  return columns;
}

/** Outcome chart categories (K, Out, HR, 3B, 2B, 1B, BB, HBP); pitchers have no HBP bar (it counts as BB). */
export type OutcomeShare = { K: number; Out: number; HR: number; '3B': number; '2B': number; '1B': number; BB: number; HBP?: number };

// The engine's platoon model (engine/src/game/runtime.ts): Lahman has no splits, so every hitter
// gets a balance by handedness and a pitcher's split follows the batters he faces.
const RHP_SHARE = 0.72;
const PLATOON_STEP = 0.02;
const PLATOON_OUTCOMES = new Set(['1B', '2B', '3B', 'HR', 'BB', 'HBP']);

function platoonMultiplier(balance: string, pitcherThrows: 'L' | 'R'): number {
  if (balance === 'E') return 1;
  const steps = Number(balance.slice(0, -1)) || 0;
  const favours = balance.endsWith('L') ? 'L' : 'R';
  const share = favours === 'L' ? 1 - RHP_SHARE : RHP_SHARE;
  return pitcherThrows === favours ? 1 + PLATOON_STEP * steps * (1 - share) : 1 - PLATOON_STEP * steps * share;
}

function shares(rates: number[], multiplier: number, withHbp: boolean): OutcomeShare {
  const adjusted = rates.map((r, i) => r * (PLATOON_OUTCOMES.has(OUTCOMES[i]!) ? multiplier : 1));
  const total = adjusted.reduce((a, b) => a + b, 0) || 1;
  const at = (name: (typeof OUTCOMES)[number]) => (adjusted[OUTCOMES.indexOf(name)] ?? 0) / total;
  const out: OutcomeShare = { K: at('SO'), Out: at('GB') + at('FB'), HR: at('HR'), '3B': at('3B'), '2B': at('2B'), '1B': at('1B'), BB: at('BB') };
  if (withHbp) out.HBP = at('HBP');
  else out.BB += at('HBP');
  return out;
}

/**
 * Outcome shares per plate appearance against left- and right-handed opponents (the outcome chart).
 * Batters: against LHP and RHP. Pitchers: against left- and right-handed batters, whose
 * league-typical balances (L bats '4R', R bats '3L') tilt the pitcher's card.
 */
export function outcomeSplits(card: PlayerCard, side: 'batting' | 'pitching'): { vsLeft: OutcomeShare; vsRight: OutcomeShare } | null {
  if (side === 'batting') {
    const balance = card.batting.ratings.balance;
    return { vsLeft: shares(card.batting.rates, platoonMultiplier(balance, 'L'), true), vsRight: shares(card.batting.rates, platoonMultiplier(balance, 'R'), true) };
  }
  if (!card.pitching) return null;
  const rates = card.pitching.rates;
  return { vsLeft: shares(rates, platoonMultiplier('4R', card.throws), false), vsRight: shares(rates, platoonMultiplier('3L', card.throws), false) };
}
