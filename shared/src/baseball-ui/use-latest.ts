import { useLayoutEffect, useRef, type MutableRefObject } from 'react';

/**
 * The latest value of something re-created on every render (a loader, a set
 * of callbacks), for effects keyed by what it loads rather than by its identity.
 */
export function useLatest<T>(value: T): MutableRefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
