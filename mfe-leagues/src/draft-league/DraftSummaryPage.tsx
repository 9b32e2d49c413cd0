import { AreaPage } from '@bb/shared';

// Placeholder until issue 18's screen lands here.
export function DraftSummaryPage() {
  return <AreaPage title="Draft Summary" description="Coming with draft leagues." />;
}
