import { inningsNotation, outsFromIp } from '@bb/engine/rates';

// Computing a rate is the engine's (@bb/engine/rates); these functions only write the numbers it gives as text.

export type StatInput = number | string | null | undefined;

const DASH = '-';

// A dash stays a dash; anything that is not a number becomes 0.
function fixed(value: StatInput, decimals: number): string {
  if (value === DASH) return DASH;
  const n = typeof value === 'number' ? value : Number(value);
  const safe = Number.isFinite(n) && value !== null && value !== '' ? n : 0;
  const text = safe.toFixed(decimals);
  // toFixed keeps the sign of tiny negatives ('-0.0'); a stat line should never show that.
  return Number(text) === 0 ? (0).toFixed(decimals) : text;
}

/** AVG, OBP, SLG, OPS: 3 decimals. */
export const formatAvg = (value: StatInput): string => fixed(value, 3);

/** ERA: 2 decimals, and 0.00 when the pitcher has no innings. */
export function formatEra(value: StatInput, innings?: StatInput): string {
  if (innings !== undefined && innings !== DASH) {
    const ip = Number(innings);
    if (!Number.isFinite(ip) || ip <= 0) return '0.00';
  }
  return fixed(value, 2);
}

export const formatWhip = (value: StatInput): string => fixed(value, 2);

/** Hits, walks, homeruns and strikeouts per 9 innings: 1 decimal. */
export const formatPer9 = (value: StatInput): string => fixed(value, 1);

/** WAR: 1 decimal; negative zero shows 0.0. */
export const formatWar = (value: StatInput): string => fixed(value, 1);

/** Ratings: zero (or no value) shows a dash. */
export function formatRating(value: StatInput): string {
  if (value === null || value === undefined || value === '' || value === DASH) return DASH;
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  return n === 0 ? DASH : String(value);
}

/** Reliever rating: 0 or less shows a dash. */
export function formatRelieverRating(value: StatInput): string {
  const n = Number(value);
  if (value === null || value === undefined || value === '' || !Number.isFinite(n) || n <= 0) return DASH;
  return String(value);
}

/** Innings pitched (innings as a number, as the wire carries them) the scorebook way: 234⅓ show as 234.1, 234⅔ as 234.2. */
export function formatInnings(innings: StatInput): string {
  if (innings === DASH) return DASH;
  const n = Number(innings);
  if (innings === null || innings === '' || !Number.isFinite(n) || n <= 0) return '0.0';
  return inningsNotation(outsFromIp(n));
}

/** Team per-game averages (hits, home runs, runs, strikeouts per game): 2 decimals. */
export const formatPerGame = (value: StatInput): string => fixed(value, 2);

/** Win percentage like the standings print it: 3 decimals without the leading zero (.604). */
export function formatWinPct(value: StatInput): string {
  const text = fixed(value, 3);
  return text.startsWith('0.') ? text.slice(1) : text;
}

/** A league leader's value the way its stat prints (averages to 3 places, ERA and WHIP to 2, innings as outs). */
export function formatLeaderValue(stat: string, value: number): string {
  if (['avg', 'obp', 'slg', 'ops'].includes(stat)) return formatAvg(value);
  if (stat === 'era' || stat === 'whip') return formatWhip(value);
  if (stat === 'ip') return formatInnings(value);
  return String(value);
}
