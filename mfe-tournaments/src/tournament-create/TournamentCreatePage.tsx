import { AreaPage } from '@bb/shared';

export default function TournamentCreatePage() {
  return <AreaPage title="Create a new Tournament" description="Set up a tournament and invite other managers." />;
}
