import { useRef } from 'react';
import styled, { keyframes } from 'styled-components';
import { TeamMonogram, usePrefersReducedMotion, type GameView, tokens } from '@bb/shared';
import { playMessages } from './play-messages';

// A run or a new inning: the changed figure swells and glows once, so a glance tells what just happened.
const pulse = keyframes`
  0% { transform: scale(1); text-shadow: none; }
  35% { transform: scale(1.45); color: #ffd54f; text-shadow: 0 0 10px rgba(255, 213, 79, 0.8); }
  100% { transform: scale(1); text-shadow: none; }
`;

const Board = styled.div`
  .pulse {
    display: inline-block;
    animation: ${pulse} 700ms ease-out;
  }
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${tokens.spacing.sm} ${tokens.spacing.md};
  padding: ${tokens.spacing.sm} ${tokens.spacing.md};
  border-radius: ${tokens.radii.lg};
  background: ${tokens.colors.headerBackground};
  color: ${tokens.colors.headerText};
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
    font-size: ${tokens.fontSizes.lg};
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
  font-size: ${tokens.fontSizes.sm};
  font-weight: 700;
`;

/** Score, inning, outs and the LIVE marker. */
export function Scoreboard({ game }: { game: GameView }) {
  const t = playMessages.useT();
  const half = game.half === 'top' ? t('top') : t('bottom');
  const reduced = usePrefersReducedMotion();
  // What the board showed when it opened does not pulse; every figure that changed since does (keyed by its value,
  // so each change is a new element and pulses once).
  const opened = useRef({ away: game.score.away, home: game.score.home, inning: `${game.half}${game.inning}` });
  const pulseOn = (changed: boolean) => (changed && !reduced ? 'pulse' : undefined);
  return (
    <Board aria-label="Scoreboard">
      <Teams>
        <div data-batting={game.battingSide === 'away' && game.status !== 'final'}>
          <span><TeamMonogram teamId={game.away.teamId} name={game.away.name} size={20} />{game.away.name}</span>
          <strong key={game.score.away} className={pulseOn(game.score.away !== opened.current.away)} data-testid="score-away">{game.score.away}</strong>
        </div>
        <div data-batting={game.battingSide === 'home' && game.status !== 'final'}>
          <span><TeamMonogram teamId={game.home.teamId} name={game.home.name} size={20} />{game.home.name}</span>
          <strong key={game.score.home} className={pulseOn(game.score.home !== opened.current.home)} data-testid="score-home">{game.score.home}</strong>
        </div>
      </Teams>
      <State>
        {game.status === 'final' ? <strong>{t('over')}</strong> : <strong key={`${game.half}${game.inning}`} className={pulseOn(`${game.half}${game.inning}` !== opened.current.inning)} data-testid="inning">{t('inning', { half, inning: game.inning })}</strong>}
        {game.status !== 'final' && (
          <Dots role="img" aria-label={`${t('outs')}: ${game.outs}`} data-testid="outs">
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
