import styled from 'styled-components';
import { type H2HClock, tokens, useCountdown } from '@bb/shared';
import { liveMessages } from './live-messages';

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
}

/** The turn's clock, counted down to the server's deadline on the server's clock. */
export function DecisionClock({ clock, who }: DecisionClockProps) {
  const t = liveMessages.useT();
  const { msLeft, text } = useCountdown(clock.deadline, { serverNow: clock.serverNow, showHours: false });
  const left = msLeft ?? 0;
  const urgent = left < CLOCK_URGENT_MS;
  return (
    <Line role="timer" aria-label={t('clock.label', { who })} data-urgent={urgent} data-testid="decision-clock">
      <strong>{left > 0 ? text : '00:00'}</strong>
      <span>{who}</span>
    </Line>
  );
}
