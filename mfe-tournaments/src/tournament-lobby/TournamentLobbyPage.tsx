import { AreaPage } from '../area/AreaPage';

export default function TournamentLobbyPage() {
  return <AreaPage title="Tournament Lobby" description="Tournaments starting soon: claim a team and play." />;
}
