import { AreaPage } from '@bb/shared';

export default function SeasonPage() {
  return <AreaPage title="Season" description="Replay a season with final rosters, game by game." />;
}
