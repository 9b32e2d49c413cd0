import type { GamePlay, GamePlayer, GameView } from '@bb/shared';

export type Point = [number, number];

/** Bases in the field view's coordinates (first, second, third) and home plate. */
export const BASES: Point[] = [
  [208, 172],
  [150, 114],
  [92, 172],
];
export const PLATE: Point = [150, 244];

/** Where a batted ball ends up, by the card's result and the play's direction. */
const LANDING: Record<'HR' | 'deep' | 'outfield' | 'infield', Record<'left' | 'center' | 'right', Point>> = {
  HR: { left: [24, 14], center: [150, -6], right: [276, 14] },
  deep: { left: [44, 52], center: [150, 30], right: [256, 52] },
  outfield: { left: [74, 88], center: [150, 66], right: [226, 88] },
  infield: { left: [106, 146], center: [150, 134], right: [194, 146] },
};
const DEPTH: Record<string, keyof typeof LANDING> = { HR: 'HR', '3B': 'deep', '2B': 'deep', '1B': 'outfield', FB: 'outfield', GB: 'infield' };

/** The newest plate appearance of the last decision (its ball and its runs are what the field shows moving). */
export function newestPlateAppearance(game: GameView): GamePlay | null {
  return [...game.lastPlays].reverse().find((p) => p.type === 'plate appearance') ?? null;
}

/** Where the ball of a plate appearance flies to; null for plays without a ball in play (strikeout, walk). */
export function ballLanding(play: GamePlay | null): Point | null {
  const depth = play?.outcome ? DEPTH[play.outcome] : undefined;
  return depth ? LANDING[depth][play?.direction ?? 'center'] : null;
}

export interface OffenseFigure {
  player: GamePlayer;
  /** 0-2: a base; 3: at the plate. */
  spot: number;
}

/**
 * The batting side on the field, in a stable order (by card): a player keeps his element from the plate to first
 * and around the bases, so his position can transition; reordering elements would restart them without motion.
 */
export function offenseFigures(game: GameView): OffenseFigure[] {
  const figures: OffenseFigure[] = game.bases.flatMap((player, spot) => (player ? [{ player, spot }] : []));
  if (game.batter && !figures.some((f) => f.player.cardId === game.batter?.cardId)) figures.push({ player: game.batter, spot: 3 });
  return figures.sort((a, b) => (a.player.cardId < b.player.cardId ? -1 : a.player.cardId > b.player.cardId ? 1 : 0));
}

/** Runners who scored on the newest plate appearance, from the base each stood on (they run home and fade). */
export function scoringRuns(play: GamePlay | null): Array<{ cardId: string; from: Point }> {
  if (!play?.scored?.length) return [];
  return play.scored.map((runner) => {
    const base = play.runnersBefore?.findIndex((r) => r?.cardId === runner.cardId) ?? -1;
    return { cardId: runner.cardId, from: base >= 0 ? BASES[base]! : PLATE };
  });
}
