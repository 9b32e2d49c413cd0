import { useEffect, useRef, useState } from 'react';
import { COUNTDOWN_TICK_MS, formatCountdown } from '@bb/shared';

export interface CountdownProps {
  /** Epoch milliseconds the countdown runs to. */
  target: number;
  /** Called once when the countdown reaches zero. */
  onFinished?: () => void;
}

const msLeft = (target: number) => Math.max(0, target - Date.now());

/** Spec §4 countdown: ticks every 1000 ms; at zero shows 00:00:00 and calls onFinished once. */
export function Countdown({ target, onFinished }: CountdownProps) {
  const [left, setLeft] = useState(() => msLeft(target));
  const finished = useRef(false);
  const onFinishedRef = useRef(onFinished);
  onFinishedRef.current = onFinished;

  useEffect(() => {
    setLeft(msLeft(target));
    if (msLeft(target) === 0) return undefined;
    const timer = setInterval(() => {
      const next = msLeft(target);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [target]);

  useEffect(() => {
    if (left > 0 || finished.current) return;
    finished.current = true;
    onFinishedRef.current?.();
  }, [left]);

  return <time dateTime={new Date(target).toISOString()}>{formatCountdown(left)}</time>;
}
