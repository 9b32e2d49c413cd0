import { AreaPage } from '@bb/shared';

export default function AllStarGamePage() {
  return <AreaPage title="All-Star Game" description="Build an all-star roster and play the midsummer classic." />;
}
