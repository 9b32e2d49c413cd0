import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs` (a search box asks the server only when typing pauses);
 * undefined until then. Coming back to the last settled value counts at once (its answer is cached); a keystroke
 * costs no render of its own here.
 */
export function useSettled<T>(value: T, delayMs: number): T | undefined {
  const [settled, setSettled] = useState<{ value: T } | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled({ value }), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled !== null && Object.is(settled.value, value) ? settled.value : undefined;
}
