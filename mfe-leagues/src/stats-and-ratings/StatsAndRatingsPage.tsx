import { AreaPage } from '@bb/shared';

export default function StatsAndRatingsPage() {
  return <AreaPage title="Stats & Ratings" description="Every player, team and league-season since 1871." />;
}
