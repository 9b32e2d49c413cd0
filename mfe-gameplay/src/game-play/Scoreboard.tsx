import styled from 'styled-components';
import type { GameView } from '@bb/shared';
import { playMessages } from './play-messages';

const Board = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${(p) => p.theme.spacing.sm} ${(p) => p.theme.spacing.md};
  padding: ${(p) => p.theme.spacing.sm} ${(p) => p.theme.spacing.md};
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.headerBackground};
  color: ${(p) => p.theme.colors.headerText};
  font-variant-numeric: tabular-nums;
`;
const Teams = styled.div`
  display: grid;
  /* Without a shrinkable track the rows grow to their unwrapped names and push the score out of the board. */
  grid-template-columns: minmax(0, 1fr);
  gap: 2px;
  min-width: 0;
  div {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  span {
    /* A flex item only shrinks below its text (and ellipsizes) with a zero minimum width. */
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  div[data-batting='true'] span::before {
    content: '▸ ';
    color: #ffd54f;
  }
`;
const State = styled.div`
  display: grid;
  justify-items: end;
  align-content: center;
  gap: 4px;
`;
const Dots = styled.span`
  display: inline-flex;
  gap: 4px;
  i {
    width: 10px;
    height: 10px;
    border-radius: 50%;
    border: 2px solid #ffd54f;
  }
  i[data-on='true'] {
    background: #ffd54f;
  }
`;
const Live = styled.span`
  padding: 0 6px;
  border-radius: 4px;
  background: #c8102e;
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 700;
`;

/** Score, inning, outs and the LIVE marker. */
export function Scoreboard({ game }: { game: GameView }) {
  const t = playMessages.useT();
  const half = game.half === 'top' ? t('top') : t('bottom');
  return (
    <Board aria-label="Scoreboard">
      <Teams>
        <div data-batting={game.battingSide === 'away' && game.status !== 'final'}>
          <span>{game.away.name}</span>
          <strong data-testid="score-away">{game.score.away}</strong>
        </div>
        <div data-batting={game.battingSide === 'home' && game.status !== 'final'}>
          <span>{game.home.name}</span>
          <strong data-testid="score-home">{game.score.home}</strong>
        </div>
      </Teams>
      <State>
        {game.status === 'final' ? <strong>{t('over')}</strong> : <strong data-testid="inning">{t('inning', { half, inning: game.inning })}</strong>}
        {game.status !== 'final' && (
          <Dots aria-label={`${t('outs')}: ${game.outs}`} data-testid="outs">
            {[0, 1, 2].map((i) => (
              <i key={i} data-on={i < game.outs} />
            ))}
          </Dots>
        )}
        {/* Play screens hide the shell's header: the scoreboard carries its LIVE marker, for every viewer of a game in play. */}
        {game.status !== 'final' && <Live>{t('live')}</Live>}
      </State>
    </Board>
  );
}
