import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

/** zxcvbn scores 0–4; below this a password falls to an online guessing attack in hours (e.g. '123456', 'baseball1'). */
export const MIN_PASSWORD_SCORE = 2;
export const WEAK_PASSWORD = 'This password is too easy to guess.';

let estimator: ZxcvbnFactory | null = null;
// Built on first use: the dictionaries are large, and most requests never check a password.
const zxcvbn = () =>
  (estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  }));

/**
 * Null when the password is strong enough, else a message saying why and what to do: the estimator's own warning
 * and suggestion (in English), after our sentence. `related` are the user's own names and address, which make a
 * password weak when it contains them.
 */
export function passwordWeakness(password: string, related: readonly string[] = []): string | null {
  // The estimator's cost grows with length; past 100 characters a password is not weak in any way it would find.
  const result = zxcvbn().check(password.slice(0, 100), related.filter((word) => word.length > 0));
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const advice = [result.feedback.warning, ...result.feedback.suggestions].filter((text): text is string => !!text);
  return [WEAK_PASSWORD, ...advice.slice(0, 2)].join(' ');
}
