import { AreaPage } from '@bb/shared';

export default function TodayPage() {
  return <AreaPage title="Today" description="Everything happening in baseball history today." />;
}
