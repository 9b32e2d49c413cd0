import styled from 'styled-components';
import type { GameSideName, GameView, H2HGameInfo } from '@bb/shared';
import { resultMessages } from './result-messages';
import { tokens } from '@bb/shared';

const SIDES: readonly GameSideName[] = ['away', 'home'];

const List = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 4px ${tokens.spacing.md};
  margin: 0 0 ${tokens.spacing.md};
  dt {
    font-weight: 600;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  dd {
    margin: 0;
    /* A long username breaks rather than pushing a 375 px page sideways. */
    overflow-wrap: anywhere;
  }
  div {
    display: contents;
  }
`;

/** The winning manager's username (null: no winner, or nobody sat on that side). */
export function winnerName(game: GameView, info: H2HGameInfo): string | null {
  return game.winner ? (info.players[game.winner]?.username ?? null) : null;
}

/** A head-to-head result: each team with its manager, and who won. */
export function Managers({ game, info }: { game: GameView; info: H2HGameInfo }) {
  const t = resultMessages.useT();
  const winner = winnerName(game, info);
  return (
    <List aria-label={t('managers')} data-testid="managers">
      {SIDES.map((side) => {
        const player = info.players[side];
        return (
          <div key={side}>
            <dt>{game[side].name}</dt>
            <dd data-side={side}>
              {player?.username ?? '—'}
              {player && info.takenOver[side] ? ` (${t('computerPlayed')})` : ''}
            </dd>
          </div>
        );
      })}
      {winner && (
        <>
          <dt>{t('winnerLabel')}</dt>
          <dd data-testid="winner">{winner}</dd>
        </>
      )}
    </List>
  );
}
