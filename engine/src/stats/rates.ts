/**
 * Every rate statistic of the product, computed here and nowhere else: the engine, the server (its TypeScript and,
 * through `RATE_FORMULAS`, its SQL) and the screens (through @bb/shared) all call this module. Formatting is not here:
 * shared/src/format/stats.ts turns these numbers into text (fixed decimals per stat, a dash stays a dash).
 *
 * Null policy: a rate whose denominator is zero (or whose counts are not finite numbers) is `null`, never NaN,
 * Infinity or an invented 0. OPS is null when either part is. A caller that must hand on a number chooses what null
 * stands for at its own call site (`?? 0`, sort last, …) and says why; on the wire a rate goes as computed, null
 * included, and the formatter shows null as it shows any non-number (as 0, ERA as 0.00 without innings).
 *
 * Innings: a line keeps outs (innings × 3). `ipFromOuts` gives innings as a number (what the wire carries, 20 outs =
 * 6.667), `outsFromIp` takes such a number back to outs, and `inningsNotation` writes outs the scorebook way (20 outs
 * = "6.2").
 *
 * No imports: this file is loaded by the browser too (`@bb/engine/rates`), without the rest of the engine.
 */

/** The counting stats rates are made of, by the engine's line names (`d` doubles, `t` triples, `outs` = IP × 3). */
export type CountKey = 'ab' | 'h' | 'd' | 't' | 'hr' | 'bb' | 'hbp' | 'sf' | 'so' | 'er' | 'outs' | 'w' | 'l';

/** Counts of one line; an absent count is none (old seasons did not record hit by pitch or sacrifice flies). */
export type Counts = Readonly<Partial<Record<CountKey, number>>>;

/** A rate as a weighted sum of counts over another: `over / under`. */
export interface RateFormula {
  readonly over: Counts;
  readonly under: Counts;
}

export const OUTS_PER_INNING = 3;
/** Outs in nine innings: the per-9 rates (ERA, H/9, …) are 27 × count / outs. */
const OUTS_PER_NINE = 9 * OUTS_PER_INNING;

/**
 * The definitions. The server renders these same objects into SQL for queries that rank by a rate (see
 * api/src/baseball/rate-sql.ts), so the TypeScript and the SQL answers cannot drift apart.
 */
export const RATE_FORMULAS = {
  /** Batting average, H / AB. */
  avg: { over: { h: 1 }, under: { ab: 1 } },
  /** On-base percentage, (H + BB + HBP) / (AB + BB + HBP + SF). */
  obp: { over: { h: 1, bb: 1, hbp: 1 }, under: { ab: 1, bb: 1, hbp: 1, sf: 1 } },
  /** Slugging, total bases / AB. */
  slg: { over: { h: 1, d: 1, t: 2, hr: 3 }, under: { ab: 1 } },
  /** Earned run average, 9 × ER / IP. */
  era: { over: { er: OUTS_PER_NINE }, under: { outs: 1 } },
  /** Walks and hits per inning pitched. */
  whip: { over: { h: OUTS_PER_INNING, bb: OUTS_PER_INNING }, under: { outs: 1 } },
  h9: { over: { h: OUTS_PER_NINE }, under: { outs: 1 } },
  bb9: { over: { bb: OUTS_PER_NINE }, under: { outs: 1 } },
  hr9: { over: { hr: OUTS_PER_NINE }, under: { outs: 1 } },
  so9: { over: { so: OUTS_PER_NINE }, under: { outs: 1 } },
  /** Winning percentage; ties do not count. */
  winPct: { over: { w: 1 }, under: { w: 1, l: 1 } },
} as const satisfies Record<string, RateFormula>;

export type RateName = keyof typeof RATE_FORMULAS;

/** `over / under`, or null when `under` is not above zero or the quotient is not a finite number. */
export function ratio(over: number, under: number): number | null {
  if (!(under > 0)) return null;
  const q = over / under;
  return Number.isFinite(q) ? q : null;
}

function weighted(terms: Counts, counts: Counts): number {
  let total = 0;
  for (const key in terms) total += (terms[key as CountKey] as number) * (counts[key as CountKey] ?? 0);
  return total;
}

/** One formula over one line's counts. */
export function rateOf(formula: RateFormula, counts: Counts): number | null {
  return ratio(weighted(formula.over, counts), weighted(formula.under, counts));
}

export interface BattingCounts { ab: number; h: number; d: number; t: number; hr: number; bb: number; hbp?: number; sf?: number }
export interface PitchingCounts { outs: number; er: number; h: number; bb: number; hr?: number; so?: number }

export const totalBases = (l: Pick<BattingCounts, 'h' | 'd' | 't' | 'hr'>): number => l.h + l.d + 2 * l.t + 3 * l.hr;
export const battingAverage = (l: Pick<BattingCounts, 'h' | 'ab'>) => rateOf(RATE_FORMULAS.avg, l);
export const onBasePct = (l: Pick<BattingCounts, 'h' | 'ab' | 'bb' | 'hbp' | 'sf'>) => rateOf(RATE_FORMULAS.obp, l);
export const sluggingPct = (l: Pick<BattingCounts, 'h' | 'd' | 't' | 'hr' | 'ab'>) => rateOf(RATE_FORMULAS.slg, l);

/** On-base plus slugging: null unless both parts have a denominator (a walk with no at bat has an OBP, no SLG). */
export function ops(l: BattingCounts): number | null {
  const obp = onBasePct(l);
  const slg = sluggingPct(l);
  return obp === null || slg === null ? null : obp + slg;
}

export interface BattingRates { avg: number | null; obp: number | null; slg: number | null; ops: number | null }

export function battingRates(l: BattingCounts): BattingRates {
  const obp = onBasePct(l);
  const slg = sluggingPct(l);
  return { avg: battingAverage(l), obp, slg, ops: obp === null || slg === null ? null : obp + slg };
}

export const era = (l: Pick<PitchingCounts, 'er' | 'outs'>) => rateOf(RATE_FORMULAS.era, l);
export const whip = (l: Pick<PitchingCounts, 'h' | 'bb' | 'outs'>) => rateOf(RATE_FORMULAS.whip, l);
/** Any count per nine innings (27 outs): range factor, strikeouts per 9, … */
export const per9 = (count: number, outs: number) => ratio(OUTS_PER_NINE * count, outs);

export interface PitchingRates { era: number | null; whip: number | null; h9: number | null; bb9: number | null; hr9: number | null; so9: number | null }

export function pitchingRates(l: PitchingCounts): PitchingRates {
  return {
    era: era(l),
    whip: whip(l),
    h9: rateOf(RATE_FORMULAS.h9, l),
    bb9: rateOf(RATE_FORMULAS.bb9, l),
    hr9: rateOf(RATE_FORMULAS.hr9, l),
    so9: rateOf(RATE_FORMULAS.so9, l),
  };
}

/** Winning percentage: wins over decisions (ties do not count). */
export const winPct = (w: number, l: number) => rateOf(RATE_FORMULAS.winPct, { w, l });

/** A team total per game played (runs, hits, home runs, strikeouts a game). */
export const perGame = (count: number, games: number) => ratio(count, games);

const LAHMAN_COLUMNS: ReadonlyArray<readonly [CountKey, string]> = [
  ['ab', 'AB'], ['h', 'H'], ['d', '2B'], ['t', '3B'], ['hr', 'HR'], ['bb', 'BB'], ['hbp', 'HBP'], ['sf', 'SF'],
  ['so', 'SO'], ['er', 'ER'], ['outs', 'IPouts'], ['w', 'W'], ['l', 'L'],
];

/**
 * The counts of a Lahman season line (a batting or a pitching row, or stints summed: `AB`, `2B`, `IPouts`, …) by
 * the names above. A column the record lacks (null, absent, not a number) counts as none.
 */
export function lahmanCounts(row: Readonly<Record<string, unknown>> | undefined): Required<Counts> {
  const out = {} as Record<CountKey, number>;
  for (const [key, column] of LAHMAN_COLUMNS) out[key] = Number(row?.[column] ?? 0) || 0;
  return out;
}

/** Innings as a number, the way the wire carries them: 20 outs = 6.666…. */
export const ipFromOuts = (outs: number): number => outs / OUTS_PER_INNING;

/** Back from innings as a number to whole outs (6.67, rounded on the wire, is still 20 outs). */
export const outsFromIp = (ip: number): number => Math.round(ip * OUTS_PER_INNING);

/** Innings the scorebook way: 20 outs = "6.2", 243 = "81.0"; fractions of an out round, and nothing below 0.0. */
export function inningsNotation(outs: number): string {
  const whole = Number.isFinite(outs) ? Math.max(0, Math.round(outs)) : 0;
  return `${Math.floor(whole / OUTS_PER_INNING)}.${whole % OUTS_PER_INNING}`;
}

/** A rate rounded for the wire (3 places for AVG/OBP/SLG/OPS, 2 for ERA/WHIP); null stays null. */
export function roundRate(rate: number, places: number): number;
export function roundRate(rate: number | null, places: number): number | null;
export function roundRate(rate: number | null, places: number): number | null {
  if (rate === null) return null;
  const scale = 10 ** places;
  return Math.round(rate * scale) / scale;
}
