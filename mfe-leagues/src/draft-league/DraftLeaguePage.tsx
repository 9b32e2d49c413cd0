import { AreaPage } from '@bb/shared';

export default function DraftLeaguePage() {
  return <AreaPage title="Draft League" description="Draft a roster from all of history and compete in a league." />;
}
