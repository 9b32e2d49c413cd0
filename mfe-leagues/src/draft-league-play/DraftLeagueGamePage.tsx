import { AreaPage } from '../area/AreaPage';

export default function DraftLeagueGamePage() {
  return <AreaPage title="Draft League Game" description="Play a scheduled draft league game." />;
}
