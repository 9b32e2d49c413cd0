import { AreaPage } from '@bb/shared';

export default function TournamentPage() {
  return <AreaPage title="Tournament" description="Brackets, teams and results of a tournament." />;
}
