import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';

export interface HorizontalOverflow {
  /** The content is wider than the box: it scrolls sideways. */
  overflowing: boolean;
  /** Scrolled to (or within a pixel of) the right edge: nothing more to reveal. */
  atEnd: boolean;
}

const NONE: HorizontalOverflow = { overflowing: false, atEnd: true };

/** Whether the element scrolls sideways and has more to show on the right, kept current on scroll and on resize. */
export function useHorizontalOverflow(ref: RefObject<HTMLElement | null>): HorizontalOverflow {
  const [state, setState] = useState<HorizontalOverflow>(NONE);
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const overflowing = el.scrollWidth - el.clientWidth > 1;
    const atEnd = !overflowing || el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
    setState((prev) => (prev.overflowing === overflowing && prev.atEnd === atEnd ? prev : { overflowing, atEnd }));
  }, [ref]);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    el.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    // Rows arrive after the first paint (data loads, tabs switch): watch the box and its content. The observer also
    // reports both sizes once, after the browser's own layout of this frame: measuring here instead would force that
    // layout in the middle of React's commit and render the table a second time in the same task, the longest piece
    // of a statistics page's first render on a phone.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (observer) {
      observer.observe(el);
      if (el.firstElementChild) observer.observe(el.firstElementChild);
    } else {
      measure();
    }
    return () => {
      el.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [ref, measure]);

  return state;
}
