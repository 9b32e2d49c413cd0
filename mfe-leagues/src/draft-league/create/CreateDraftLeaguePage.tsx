import { AreaPage } from '@bb/shared';

// Placeholder until issue 18's screen lands here.
export function CreateDraftLeaguePage() {
  return <AreaPage title="Create Draft League" description="Coming with draft leagues." />;
}
