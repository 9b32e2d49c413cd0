import { AreaPage } from '@bb/shared';

// Placeholder until issue 18's screen lands here.
export function DraftGameSummaryPage() {
  return <AreaPage title="Game" description="Coming with draft leagues." />;
}
