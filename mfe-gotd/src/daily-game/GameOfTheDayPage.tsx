import { AreaPage } from '../area/AreaPage';

export default function GameOfTheDayPage() {
  return <AreaPage title="Game Of The Day" description="Today's featured matchup: one game, one chance, one leaderboard." />;
}
