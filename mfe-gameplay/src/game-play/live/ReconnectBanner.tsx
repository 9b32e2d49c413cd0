import styled from 'styled-components';
import { type GameSideName, type H2HGameInfo, type H2HReconnectWait, tokens, useCountdown } from '@bb/shared';
import { liveMessages } from './live-messages';

const Line = styled.p`
  margin: 0;
  padding: 4px ${tokens.spacing.sm};
  border-radius: ${tokens.radii.md};
  border-left: 4px solid ${tokens.colors.warn};
  background: ${tokens.colors.surface};
  color: ${tokens.colors.text};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

function Wait({ wait, name }: { wait: H2HReconnectWait; name: string | null }) {
  const t = liveMessages.useT();
  const time = useCountdown(wait.deadline, { serverNow: wait.serverNow, showHours: false }).text.replace(/^00:00:00$/, '00:00');
  return (
    <Line role="status" data-testid="reconnect-wait">
      {name === null ? t('reconnect.opponent', { time }) : t('reconnect.player', { name, time })}
    </Line>
  );
}

/**
 * While a player's connection is down, everyone else sees that he is waited for and how long (the server's grace
 * deadline, counted down on the server's clock): without it the other manager stared at a game that did not move.
 */
export function ReconnectBanner({ info, mine }: { info: H2HGameInfo; mine: GameSideName | null }) {
  const waits = info.reconnecting.filter((wait) => wait.side !== mine);
  return (
    <>
      {waits.map((wait) => (
        <Wait key={wait.side} wait={wait} name={mine === null ? info.players[wait.side]?.username ?? '' : null} />
      ))}
    </>
  );
}
