import { AreaPage } from '@bb/shared';

export default function GameOfTheDayPage() {
  return <AreaPage title="Game Of The Day" description="Today's featured matchup: one game, one chance, one leaderboard." />;
}
