import { AreaPage } from '@bb/shared';

export default function LeagueCalendarPage() {
  return <AreaPage title="League Calendar" description="Every scheduled game across your leagues." />;
}
