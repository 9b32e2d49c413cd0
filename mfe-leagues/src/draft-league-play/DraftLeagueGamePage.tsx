import { AreaPage } from '@bb/shared';

export default function DraftLeagueGamePage() {
  return <AreaPage title="Draft League Game" description="Play a scheduled draft league game." />;
}
