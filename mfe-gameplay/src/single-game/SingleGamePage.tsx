import { AreaPage } from '@bb/shared';

export default function SingleGamePage() {
  return <AreaPage title="Exhibition Game" description="Pick any two teams from 1871 to today and play a game against the computer." />;
}
