import { useCallback, useEffect, useRef, type PointerEvent as ReactPointerEvent, type RefObject, type MouseEvent } from 'react';
import { clampMove, viewportSize } from './keep-in-viewport';
import type { Offset } from './lobby-widget-store';

/** Pointer travel (px) before a press becomes a drag, so taps and clicks stay clicks. */
export const DRAG_THRESHOLD_PX = 4;

interface DragOptions {
  offset: Offset;
  onMove(offset: Offset): void;
  onDragEnd(): void;
}

interface DragStart {
  pointerId: number;
  x: number;
  y: number;
  offset: Offset;
  box: DOMRect;
  moved: boolean;
}

/**
 * Drags `target` by a handle with pointer events (mouse, pen and touch alike), keeping it inside
 * the viewport. Moves are followed on window so a fast pointer never escapes the handle; a press
 * that turned into a drag does not also click whatever it started on.
 */
export function useDrag(target: RefObject<HTMLElement | null>, { offset, onMove, onDragEnd }: DragOptions) {
  const start = useRef<DragStart | null>(null);
  const suppressClick = useRef(false);
  const latest = useRef({ onMove, onDragEnd });
  latest.current = { onMove, onDragEnd };
  const detach = useRef<(() => void) | null>(null);

  useEffect(() => () => detach.current?.(), []);

  const onPointerDown = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      const element = target.current;
      if (!element) return;
      detach.current?.();
      start.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, offset, box: element.getBoundingClientRect(), moved: false };

      const move = (e: PointerEvent) => {
        const s = start.current;
        if (!s || e.pointerId !== s.pointerId) return;
        const dx = e.clientX - s.x;
        const dy = e.clientY - s.y;
        if (!s.moved && Math.abs(dx) + Math.abs(dy) < DRAG_THRESHOLD_PX) return;
        s.moved = true;
        e.preventDefault();
        const { width, height } = viewportSize();
        const clamped = clampMove(s.box, dx, dy, width, height);
        latest.current.onMove({ x: s.offset.x + clamped.dx, y: s.offset.y + clamped.dy });
      };
      const end = (e: PointerEvent) => {
        const s = start.current;
        if (!s || e.pointerId !== s.pointerId) return;
        detach.current?.();
        start.current = null;
        if (s.moved) {
          suppressClick.current = true;
          // A click follows the pointerup synchronously when there is one; drop the flag after it.
          setTimeout(() => {
            suppressClick.current = false;
          }, 0);
          latest.current.onDragEnd();
        }
      };
      window.addEventListener('pointermove', move, { passive: false });
      window.addEventListener('pointerup', end);
      window.addEventListener('pointercancel', end);
      detach.current = () => {
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', end);
        window.removeEventListener('pointercancel', end);
        detach.current = null;
      };
    },
    [offset, target],
  );

  const onClickCapture = useCallback((event: MouseEvent) => {
    if (!suppressClick.current) return;
    suppressClick.current = false;
    event.preventDefault();
    event.stopPropagation();
  }, []);

  return { onPointerDown, onClickCapture };
}
