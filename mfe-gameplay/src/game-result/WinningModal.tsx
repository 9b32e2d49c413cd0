import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, downloadElementPicture, ModalFrame, notifyError, type GameView, tokens } from '@bb/shared';
import { ResultCard } from './ResultCard';
import { resultMessages } from './result-messages';

const Content = styled.div`
  display: grid;
  gap: ${tokens.spacing.md};
  text-align: center;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${tokens.spacing.sm};
`;

/** The shared picture's file: the two teams, e.g. 1927-NYA-at-1975-CIN.png. */
export function resultPictureName(game: GameView): string {
  const team = (side: 'away' | 'home') => `${game[side].year}-${game[side].teamId}`.replace(/[^A-Za-z0-9-]/g, '');
  return `${team('away')}-at-${team('home')}.png`;
}

export interface WinningModalProps {
  game: GameView;
  /** Head to head: the winning manager's username. */
  winnerManager?: string | null;
  onPlayAgain(): void;
  onHistory(): void;
  onClose(): void;
  /** Tests: the picture download (the leaderboard's html2canvas helper by default). */
  share?: (element: HTMLElement, fileName: string) => Promise<void>;
}

const sharePicture = (element: HTMLElement, fileName: string) => downloadElementPicture(element, { fileName });

/** Spec winning modal: who won, the final score on a card worth sharing (Share saves it as a PNG), where to go next. */
export function WinningModal({ game, winnerManager, onPlayAgain, onHistory, onClose, share = sharePicture }: WinningModalProps) {
  const t = resultMessages.useT();
  const id = useId();
  const primary = useRef<HTMLButtonElement>(null);
  const card = useRef<HTMLDivElement>(null);
  const [sharing, setSharing] = useState(false);
  // The frame focuses itself first (child effects run first); Play Again takes focus after.
  useEffect(() => {
    primary.current?.focus();
  }, []);
  const winnerTeam = game.winner ? game[game.winner] : null;
  const heading =
    game.userSide !== 'none' && game.winner ? (game.winner === game.userSide ? t('won') : t('lost')) : winnerTeam ? t('winner', { team: winnerTeam.name }) : t('title');
  const save = async () => {
    if (!card.current) return;
    setSharing(true);
    try {
      await share(card.current, resultPictureName(game));
    } catch (error) {
      notifyError(error);
    } finally {
      setSharing(false);
    }
  };
  return (
    <ModalFrame labelId={id} onClose={onClose} showClose={false}>
      <Content data-testid="winning-modal">
        <ResultCard ref={card} game={game} heading={heading} headingId={id} winnerManager={winnerManager} />
        <Actions>
          <Button ref={primary} onClick={onPlayAgain}>
            {t('playAgain')}
          </Button>
          <Button $variant="secondary" onClick={() => void save()} disabled={sharing} aria-busy={sharing} title={t('shareHint')}>
            {t('share')}
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
