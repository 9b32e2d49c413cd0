import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { Button, type GameView } from '@bb/shared';
import { resultMessages } from './result-messages';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 70;
  display: grid;
  place-items: center;
  padding: ${(p) => p.theme.spacing.md};
  background: rgba(4, 10, 22, 0.7);
`;
const Dialog = styled.div`
  width: min(100%, 480px);
  padding: ${(p) => p.theme.spacing.xl} ${(p) => p.theme.spacing.lg};
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  text-align: center;
  box-shadow: 0 16px 48px rgba(0, 0, 0, 0.4);
  h2 {
    margin: 0 0 ${(p) => p.theme.spacing.sm};
    font-family: ${(p) => p.theme.fonts.heading};
    font-size: ${(p) => p.theme.fontSizes.xxl};
  }
  @media (min-width: 768px) {
    width: min(100%, 500px);
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
  onPlayAgain(): void;
  onHistory(): void;
  onClose(): void;
}

/** Spec winning modal: who won, the final score, and where to go next. */
export function WinningModal({ game, onPlayAgain, onHistory, onClose }: WinningModalProps) {
  const t = resultMessages.useT();
  const id = useId();
  const primary = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    primary.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  const winnerTeam = game.winner ? game[game.winner] : null;
  const heading =
    game.userSide !== 'none' && game.winner ? (game.winner === game.userSide ? t('won') : t('lost')) : winnerTeam ? t('winner', { team: winnerTeam.name }) : t('title');
  return (
    <Backdrop>
      <Dialog role="dialog" aria-modal="true" aria-labelledby={id} data-testid="winning-modal">
        <h2 id={id}>{heading}</h2>
        <Score aria-label={t('finalScore')}>
          <span>
            {game.away.name} <strong>{game.score.away}</strong>
          </span>
          <span>
            {game.home.name} <strong>{game.score.home}</strong>
          </span>
        </Score>
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
      </Dialog>
    </Backdrop>
  );
}
