import { AreaPage } from '@bb/shared';

export default function TournamentLobbyPage() {
  return <AreaPage title="Tournament Lobby" description="Tournaments starting soon: claim a team and play." />;
}
