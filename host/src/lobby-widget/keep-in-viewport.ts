import { bottomBarInset } from '@bb/shared';

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The part of `delta` that keeps `box` inside [0, limit] on one axis. When the box is larger
 * than the viewport its start edge (left/top, where the header is) stays visible.
 */
function clampAxis(delta: number, start: number, end: number, limit: number): number {
  const min = -start;
  const max = limit - end;
  if (min > max) return min;
  return Math.min(Math.max(delta, min), max);
}

/** Clamps a move of `box` by (dx, dy) so it stays within a viewport of `width` × `height`. */
export function clampMove(box: Box, dx: number, dy: number, width: number, height: number): { dx: number; dy: number } {
  return { dx: clampAxis(dx, box.left, box.right, width), dy: clampAxis(dy, box.top, box.bottom, height) };
}

/** The area the widget may use: the window above any bottom bar. */
export function viewportSize(): { width: number; height: number } {
  const root = document.documentElement;
  return { width: root.clientWidth || window.innerWidth, height: window.innerHeight - bottomBarInset() };
}
