import { formatAvg, formatPerGame, formatWar } from '@bb/shared';

// Shared's one-decimal stat format (WAR's): like every stat formatter it never prints a negative zero.
const oneDecimal = formatWar;

/** A replayed figure minus the real one reads with its sign: '+2.4', '-1.0', '0.0'. */
const signed = (text: string): string => (Number(text) > 0 ? `+${text}` : text);

/** Replayed wins are a mean over the replays: one decimal. */
export const formatWins = oneDecimal;
export const formatWinDiff = (value: number): string => signed(oneDecimal(value));
export const formatPct = (value: number): string => `${oneDecimal(value)} %`;
export const formatSignedPct = (value: number): string => `${signed(oneDecimal(value))} %`;

/**
 * A league rate, its real and replayed values and their difference in one precision: the batting rates and anything
 * below one (home runs per game) to three places as the record prints them, per-game figures and ERA to two.
 */
export function rateFormatter(key: string, real: number, sim: number): { value: (n: number) => string; diff: (n: number) => string } {
  const fine = /^(avg|obp|slg|ops)$/i.test(key) || Math.max(Math.abs(real), Math.abs(sim)) < 1;
  const value = fine ? formatAvg : formatPerGame;
  return { value, diff: (n) => signed(value(n)) };
}
