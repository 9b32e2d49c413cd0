import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, Card, PageTitle, Spinner, errorMessageOf, useFormatPlay, type GameBoxScore, type GameView } from '@bb/shared';
import { fetchBoxScore, fetchGame } from '../game-api/games-api';
import { BoxScoreTable } from '../game-ui/BoxScoreTable';
import { DetailModals } from '../game-ui/player-link';
import { resultMessages } from './result-messages';
import { WinningModal } from './WinningModal';
import { GamePage } from '../game-ui/tables';

/** /game/single/{gameId}/result: the final box score, with the winning modal on arrival. */
export function ResultPage() {
  const t = resultMessages.useT();
  const { gameId = '' } = useParams();
  const navigate = useNavigate();
  const [game, setGame] = useState<GameView | null>(null);
  const [box, setBox] = useState<GameBoxScore | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [modal, setModal] = useState(true);
  const describe = useFormatPlay({ away: game?.away.name ?? '', home: game?.home.name ?? '' });

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([fetchGame(gameId, controller.signal), fetchBoxScore(gameId, controller.signal)])
      .then(([{ game: view }, boxScore]) => {
        setGame(view);
        setBox(boxScore);
      })
      .catch((err) => !controller.signal.aborted && setError(errorMessageOf(err)));
    return () => controller.abort();
  }, [gameId]);

  if (error) return <GamePage><p role="alert">{error}</p></GamePage>;
  if (!game || !box) return <GamePage><Spinner label={t('loading')} /></GamePage>;
  if (game.status !== 'final') {
    return (
      <GamePage>
        <p>{t('notFinished')}</p>
        <Button onClick={() => navigate(`/game/single/${game.id}/play`)}>{t('resume')}</Button>
      </GamePage>
    );
  }
  const lastPlay = [...game.lastPlays].reverse().find((p) => p.type !== 'dice' && p.type !== 'inning' && p.type !== 'game over');
  return (
    <DetailModals>
      <GamePage>
        <PageTitle>
          {t('title')}: {game.away.name} {game.score.away}, {game.home.name} {game.score.home}
        </PageTitle>
        {lastPlay && <p data-testid="final-play">{describe(lastPlay)}</p>}
        <Card>
          <BoxScoreTable box={box} />
        </Card>
        {modal && (
          <WinningModal game={game} onPlayAgain={() => navigate('/game/single')} onHistory={() => navigate('/game/history')} onClose={() => setModal(false)} />
        )}
      </GamePage>
    </DetailModals>
  );
}
