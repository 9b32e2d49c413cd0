import { Link, useParams } from 'react-router-dom';
import { Page, PageTitle } from '@bb/shared';
import { dailyGameMessages } from './daily-game-messages';
import { GameCard } from './GameCard';
import { RemotePlayScreen } from './RemotePlayScreen';
import { ResultLine } from './ResultLine';
import { useOpenTodaysGame } from './use-open-todays-game';
import { useGotdResult } from './use-gotd-game';

function TodaysCard() {
  const t = dailyGameMessages.useT();
  const { daily, open } = useOpenTodaysGame();
  return (
    <>
      <p>{t('intro')}</p>
      <GameCard {...daily} onPlay={open} leaderboardLink={<Link to="/leaderboard">{t('viewLeaderboard')}</Link>} />
    </>
  );
}

/** The daily game on mfe-gameplay's shared play screen (over /api/gotd/games); after the final out, the result and links. */
function Game({ gameId }: { gameId: string }) {
  const t = dailyGameMessages.useT();
  const { result, onFinal } = useGotdResult(gameId);
  return (
    <RemotePlayScreen
      source={{ base: 'gotd/games', gameId }}
      onFinal={onFinal}
      after={
        <>
          {result && <ResultLine result={result} reveal />}
          <p>
            <Link to="/leaderboard?tab=Today&subTab=DailyRunsLeader&period=Today">{t('viewLeaderboard')}</Link> ·{' '}
            <Link to="/game-of-the-day">{t('backToGame')}</Link>
          </p>
        </>
      }
    />
  );
}

/** /game-of-the-day: today's card; /game-of-the-day/{gameId}: the game itself. */
export default function GameOfTheDayPage() {
  const t = dailyGameMessages.useT();
  const { '*': rest = '' } = useParams();
  const gameId = rest.split('/')[0] ?? '';
  return (
    <Page>
      <PageTitle>{t('title')}</PageTitle>
      {/^[0-9a-f-]{36}$/i.test(gameId) ? <Game gameId={gameId} /> : <TodaysCard />}
    </Page>
  );
}
