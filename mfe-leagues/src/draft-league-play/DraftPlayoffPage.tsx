import { AreaPage } from '@bb/shared';

// Placeholder until issue 18's screen lands here.
export function DraftPlayoffPage() {
  return <AreaPage title="Playoff" description="Coming with draft leagues." />;
}
