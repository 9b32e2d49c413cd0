import { AreaPage } from '@bb/shared';

export default function HistoricalLeaguePage() {
  return <AreaPage title="Historical League" description="Manage a franchise through a full historical season." />;
}
