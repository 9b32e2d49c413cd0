import { AreaPage } from '@bb/shared';

export default function LeaderboardPage() {
  return <AreaPage title="Leaderboard" description="The best Game of the Day managers, all time and this month." />;
}
