import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { Button, ModalFrame, type GameView } from '@bb/shared';
import { resultMessages } from './result-messages';

const Content = styled.div`
  text-align: center;
  h2 {
    margin: 0 0 ${(p) => p.theme.spacing.sm};
    font-family: ${(p) => p.theme.fonts.heading};
    font-size: ${(p) => p.theme.fontSizes.xxl};
  }
`;
const Score = styled.p`
  display: grid;
  gap: 4px;
  margin: ${(p) => p.theme.spacing.md} 0;
  font-size: ${(p) => p.theme.fontSizes.lg};
  font-variant-numeric: tabular-nums;
  span {
    display: flex;
    justify-content: space-between;
    gap: 12px;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${(p) => p.theme.spacing.sm};
`;

export interface WinningModalProps {
  game: GameView;
  /** Head to head: the winning manager's username. */
  winnerManager?: string | null;
  onPlayAgain(): void;
  onHistory(): void;
  onClose(): void;
}

/** Spec winning modal: who won, the final score, and where to go next. */
export function WinningModal({ game, winnerManager, onPlayAgain, onHistory, onClose }: WinningModalProps) {
  const t = resultMessages.useT();
  const id = useId();
  const primary = useRef<HTMLButtonElement>(null);
  // The frame focuses itself first (child effects run first); Play Again takes focus after.
  useEffect(() => {
    primary.current?.focus();
  }, []);
  const winnerTeam = game.winner ? game[game.winner] : null;
  const heading =
    game.userSide !== 'none' && game.winner ? (game.winner === game.userSide ? t('won') : t('lost')) : winnerTeam ? t('winner', { team: winnerTeam.name }) : t('title');
  return (
    <ModalFrame labelId={id} onClose={onClose} showClose={false}>
      <Content data-testid="winning-modal">
        <h2 id={id}>{heading}</h2>
        <Score aria-label={t('finalScore')}>
          <span>
            {game.away.name} <strong>{game.score.away}</strong>
          </span>
          <span>
            {game.home.name} <strong>{game.score.home}</strong>
          </span>
        </Score>
        {winnerManager && <p data-testid="winner-manager">{t('managerWins', { name: winnerManager })}</p>}
        {game.inning !== 9 && <p>{t('innings', { innings: game.inning })}</p>}
        {game.exited && <p>{t('exited')}</p>}
        <Actions>
          <Button ref={primary} onClick={onPlayAgain}>
            {t('playAgain')}
          </Button>
          <Button $variant="secondary" onClick={onHistory}>
            {t('history')}
          </Button>
          <Button $variant="ghost" onClick={onClose}>
            {t('close')}
          </Button>
        </Actions>
      </Content>
    </ModalFrame>
  );
}
