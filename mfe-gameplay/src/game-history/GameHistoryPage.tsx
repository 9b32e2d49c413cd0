import { AreaPage } from '@bb/shared';

export default function GameHistoryPage() {
  return <AreaPage title="Game History" description="Resume, replay or review the games you have played." />;
}
