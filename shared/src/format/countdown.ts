import { pad2 } from './pad';

export interface CountdownFormat {
  /** false: minutes:seconds (a pick clock), the minutes counting the whole hours of the day. */
  showHours?: boolean;
}

/**
 * Countdown text: 00:00:00 at zero, hh:mm:ss under a day, otherwise '1 day, ' or
 * 'N days, ' in front. With hours off the clock part is mm:ss (minutes within the day).
 */
export function formatCountdown(msLeft: number, { showHours = true }: CountdownFormat = {}): string {
  const total = Number.isFinite(msLeft) && msLeft > 0 ? Math.floor(msLeft / 1000) : 0;
  if (total === 0) return '00:00:00';
  const days = Math.floor(total / 86_400);
  const rest = total % 86_400;
  const hours = Math.floor(rest / 3600);
  const minutes = Math.floor((rest % 3600) / 60);
  const seconds = rest % 60;
  const clock = showHours ? `${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}` : `${pad2(hours * 60 + minutes)}:${pad2(seconds)}`;
  if (days === 0) return clock;
  return `${days === 1 ? '1 day' : `${days} days`}, ${clock}`;
}

export const COUNTDOWN_TICK_MS = 1000;
