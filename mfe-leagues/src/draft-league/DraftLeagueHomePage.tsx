import { AreaPage } from '@bb/shared';

// Placeholder until issue 18's screen lands here.
export function DraftLeagueHomePage() {
  return <AreaPage title="Draft League" description="Coming with draft leagues." />;
}
