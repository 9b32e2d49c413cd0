/** Score lines both the lobby list and the outcome panel show. */

/** Wins in a series, winner's first: '4–1'. */
export const seriesScore = (a: number, b: number): string => `${Math.max(a, b)}–${Math.min(a, b)}`;

/** 'Pittsburgh Pirates' from a label '1927 Pittsburgh Pirates' (the year is shown beside it elsewhere). */
export const withoutYear = (label: string): string => label.replace(/^\d{4}\s+/, '');

/**
 * Names of a series' teams as its panels show them: without the year ('Pittsburgh Pirates'), unless both teams have
 * the same name (a what-if of two Yankees teams), then with it.
 */
export function shortNames(labels: readonly string[]): string[] {
  const bare = labels.map(withoutYear);
  return new Set(bare).size === bare.length ? bare : [...labels];
}

/** A random id made once per choice: a double click answers the same series (requestId). */
export const newRequestId = (): string => `nostalgia-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
