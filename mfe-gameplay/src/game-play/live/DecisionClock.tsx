import styled from 'styled-components';
import { formatCountdown, type H2HClock, tokens } from '@bb/shared';
import { liveMessages } from './live-messages';
import { useServerTimeLeft, type Now } from '../../game-ui/use-server-time-left';

/** Under this the clock turns urgent (colour and weight). */
export const CLOCK_URGENT_MS = 30_000;

// One compact line under the scoreboard: on a 375 px phone it must not push Swing Away down.
const Line = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${tokens.spacing.sm};
  min-height: 24px;
  font-size: ${tokens.fontSizes.sm};
  line-height: 1.3;
  white-space: nowrap;
  overflow: hidden;
  strong {
    font-size: ${tokens.fontSizes.md};
    font-variant-numeric: tabular-nums;
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  &[data-urgent='true'] strong {
    color: ${tokens.colors.error};
  }
`;

export interface DecisionClockProps {
  clock: H2HClock;
  /** Whose turn, in words ("Your roll", "bob is deciding"). */
  who: string;
  /** Tests: the browser's clock. */
  now?: Now;
}

/** The turn's clock, counted down from the server's deadline. */
export function DecisionClock({ clock, who, now }: DecisionClockProps) {
  const t = liveMessages.useT();
  const left = useServerTimeLeft(clock.deadline, clock.serverNow, now) ?? 0;
  const urgent = left < CLOCK_URGENT_MS;
  return (
    <Line role="timer" aria-label={t('clock.label', { who })} data-urgent={urgent} data-testid="decision-clock">
      <strong>{left > 0 ? formatCountdown(left, { showHours: false }) : '00:00'}</strong>
      <span>{who}</span>
    </Line>
  );
}
