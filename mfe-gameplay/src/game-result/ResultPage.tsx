import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, Card, PageTitle, Spinner, errorMessageOf, useApiQuery, useFormatPlay } from '@bb/shared';
import { fetchBoxScore, gameKeys, playApi, type GameSource } from '../game-api/games-api';
import { BoxScoreTable } from '../game-ui/BoxScoreTable';
import { DetailModals } from '../game-ui/player-link';
import { Managers, winnerName } from './Managers';
import { resultMessages } from './result-messages';
import { WinningModal } from './WinningModal';
import { GamePage } from '../game-ui/tables';

/**
 * {base}/{gameId}/result (the single game's, head to head's, the all-star game's, the season exhibition's): the final
 * box score, with the winning modal on arrival. Its links stay in the mode whose routes mount it: `base` resumes,
 * `again` starts another game of that mode; a head-to-head game also names both managers.
 */
export function ResultPage({ base = '/game/single', again = base }: { base?: string; again?: string }) {
  const t = resultMessages.useT();
  const { gameId = '' } = useParams();
  const navigate = useNavigate();
  const root = base;
  const source: GameSource = { base: 'games', gameId };
  const loaded = useApiQuery(gameKeys.load(source), (signal) => playApi.load(source, signal));
  const boxScore = useApiQuery(gameKeys.boxScore(gameId), (signal) => fetchBoxScore(gameId, signal));
  const game = loaded.data?.game ?? null;
  const headToHead = loaded.data?.headToHead ?? null;
  const box = boxScore.data ?? null;
  const failure = loaded.error ?? boxScore.error;
  const error = failure ? errorMessageOf(failure) : null;
  const [modal, setModal] = useState(true);
  const describe = useFormatPlay({ away: game?.away.name ?? '', home: game?.home.name ?? '' });

  if (error) return <GamePage><p role="alert">{error}</p></GamePage>;
  if (!game || !box) return <GamePage><Spinner label={t('loading')} /></GamePage>;
  if (game.status !== 'final') {
    return (
      <GamePage>
        <p>{t('notFinished')}</p>
        <Button onClick={() => navigate(`${root}/${game.id}/play`)}>{t('resume')}</Button>
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
        {headToHead && <Managers game={game} info={headToHead} />}
        {lastPlay && <p data-testid="final-play">{describe(lastPlay)}</p>}
        <Card>
          <BoxScoreTable box={box} />
        </Card>
        {modal && (
          <WinningModal
            game={game}
            {...(headToHead ? { winnerManager: winnerName(game, headToHead) } : {})}
            onPlayAgain={() => navigate(again)}
            onHistory={() => navigate('/game/history')}
            onClose={() => setModal(false)}
          />
        )}
      </GamePage>
    </DetailModals>
  );
}
