import { Link, useParams } from 'react-router-dom';
import { Page, PageTitle } from '@bb/shared';
import { dailyGameMessages } from './daily-game-messages';
import { GameCard } from './GameCard';
import { PlayPanel } from './PlayPanel';
import { useOpenTodaysGame } from './use-open-todays-game';
import { useGotdGame } from './use-gotd-game';

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

function Game({ gameId }: { gameId: string }) {
  const t = dailyGameMessages.useT();
  const game = useGotdGame(gameId);
  return (
    <PlayPanel
      {...game}
      onPlay={game.play}
      after={
        <p>
          <Link to="/leaderboard?tab=Today&subTab=DailyRunsLeader&period=Today">{t('viewLeaderboard')}</Link> ·{' '}
          <Link to="/game-of-the-day">{t('backToGame')}</Link>
        </p>
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
