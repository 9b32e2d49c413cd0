import { DraftError } from './errors';

export type DraftMode = 'snake' | 'linear' | 'third-round-reversal';
export const DRAFT_MODES: readonly DraftMode[] = ['snake', 'linear', 'third-round-reversal'];

/** Whether round `round` (0-based) runs from the last team to the first. */
export function roundReversed(round: number, mode: DraftMode): boolean {
  switch (mode) {
    case 'linear':
      return false;
    case 'snake':
      return round % 2 === 1;
    case 'third-round-reversal':
      // Sleeper: rounds 1 and 2 snake, round 3 repeats round 2's order, then snake from there
      // (round 4 runs first to last, round 5 last to first, …).
      return round < 2 ? round === 1 : round % 2 === 0;
  }
}

/** The team index (0-based) making each overall pick: element i is overall pick i + 1. */
export function pickOrder(teams: number, rounds: number, mode: DraftMode): number[] {
  if (!Number.isInteger(teams) || teams < 1) throw new DraftError('invalid', 'A draft needs at least one team.');
  if (!Number.isInteger(rounds) || rounds < 1) throw new DraftError('invalid', 'A draft needs at least one round.');
  if (!DRAFT_MODES.includes(mode)) throw new DraftError('invalid', `Unknown draft order: ${String(mode)}.`);
  const order = new Array<number>(teams * rounds);
  for (let r = 0; r < rounds; r++) {
    const reversed = roundReversed(r, mode);
    for (let i = 0; i < teams; i++) order[r * teams + i] = reversed ? teams - 1 - i : i;
  }
  return order;
}
