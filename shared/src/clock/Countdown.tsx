import { useCountdown, type CountdownOptions } from './use-countdown';

export interface CountdownProps extends CountdownOptions {
  /** The instant the countdown runs to: an ISO string or epoch ms. */
  deadline: string | number;
}

/** A countdown as text in a <time> naming its deadline: the lobby cards' Time Left and the dashboard's. */
export function Countdown({ deadline, ...options }: CountdownProps) {
  const { text } = useCountdown(deadline, options);
  const at = typeof deadline === 'number' ? deadline : Date.parse(deadline);
  return <time dateTime={Number.isFinite(at) ? new Date(at).toISOString() : undefined}>{text}</time>;
}
