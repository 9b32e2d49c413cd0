import styled from 'styled-components';
import type { GameSideName, GameView, H2HGameInfo } from '@bb/shared';
import { liveMessages } from './live-messages';
import { SIDES } from './seats';
import { tokens } from '@bb/shared';

const List = styled.ul`
  display: grid;
  gap: 4px;
  margin: 0 0 ${tokens.spacing.md};
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0 ${tokens.spacing.sm};
  }
  small {
    color: ${tokens.colors.textMuted};
  }
`;
const Dot = styled.i<{ $on: boolean }>`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${(p) => (p.$on ? tokens.colors.success : tokens.colors.border)};
`;

export interface PlayersListProps {
  game: GameView;
  info: H2HGameInfo;
  mine: GameSideName | null;
}

/** Both managers: who, connected or not, and the computer with the reason once it took a seat. */
export function PlayersList({ game, info, mine }: PlayersListProps) {
  const t = liveMessages.useT();
  return (
    <List aria-label={t('players.label')} data-testid="h2h-players">
      {SIDES.map((side) => {
        const player = info.players[side];
        const takenOver = info.takenOver[side];
        const connected = !!player?.connected && takenOver === null;
        return (
          <li key={side} data-side={side}>
            <Dot $on={connected} role="img" aria-label={t(connected ? 'players.connected' : 'players.offline')} />
            <strong>{player ? (side === mine ? t('players.you', { name: player.username }) : player.username) : '—'}</strong>
            {takenOver && <span>{t('players.computer', { reason: t(`takeover.${takenOver}`) })}</span>}
            <small>{game[side].name}</small>
          </li>
        );
      })}
    </List>
  );
}
