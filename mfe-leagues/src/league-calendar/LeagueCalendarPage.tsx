import { AreaPage } from '../area/AreaPage';

export default function LeagueCalendarPage() {
  return <AreaPage title="League Calendar" description="Every scheduled game across your leagues." />;
}
