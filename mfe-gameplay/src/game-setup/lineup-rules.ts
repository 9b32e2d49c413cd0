import type { FieldPosition, GamePlayer, LineupEntry } from '@bb/shared';

/** The lineup messages, verbatim (the engine's and the server's are the same words). */
export const LINEUP_MESSAGES = {
  lineupInvalid: 'Lineup is not valid!',
  pitcherForBatter: 'Pitcher can not be replaced with a batter.',
  eligiblesInvalid: 'Eligibles are not valid!',
  provideEligibles: 'Please provide eligible players',
} as const;

const FIELD: FieldPosition[] = ['C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF'];

/**
 * The client-side mirror of the server's checks, so the message shows while editing; the server
 * checks again on save. Returns null when the lineup may be saved.
 */
export function lineupProblem(lineup: LineupEntry[], startingPitcher: string, dh: boolean, players: Map<string, GamePlayer & { eligible?: boolean }>): string | null {
  if (lineup.length === 0 || lineup.some((s) => !s.cardId)) return LINEUP_MESSAGES.provideEligibles;
  if (lineup.some((s) => players.get(s.cardId)?.eligible === false) || players.get(startingPitcher)?.eligible === false) return LINEUP_MESSAGES.eligiblesInvalid;
  const need = [...FIELD, dh ? 'DH' : 'P'].sort();
  const have = lineup.map((s) => s.position).sort();
  if (lineup.length !== 9 || new Set(lineup.map((s) => s.cardId)).size !== 9 || need.some((p, i) => have[i] !== p)) return LINEUP_MESSAGES.lineupInvalid;
  const pitcher = players.get(startingPitcher);
  if (!pitcher || !pitcher.role) return LINEUP_MESSAGES.pitcherForBatter;
  const pitcherSpot = lineup.find((s) => s.position === 'P');
  if (pitcherSpot && pitcherSpot.cardId !== startingPitcher) return LINEUP_MESSAGES.lineupInvalid;
  if (!pitcherSpot && lineup.some((s) => s.cardId === startingPitcher)) return LINEUP_MESSAGES.lineupInvalid;
  return null;
}

/** Setting a new starter without DH moves him into the pitcher's batting slot. */
export function withStarter(lineup: LineupEntry[], cardId: string): LineupEntry[] {
  return lineup.map((s) => (s.position === 'P' ? { cardId, position: 'P' } : s));
}
