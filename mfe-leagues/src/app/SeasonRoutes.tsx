import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundContent } from '@bb/shared';
import { SeasonListPage, SeasonLobbyPage, SeasonPlayPage, SeasonPregamePage, SeasonSchedulePage } from '../season';
import { NostalgiaLobby, NostalgiaOutcome } from '../nostalgia';
import { SeasonAccuracyPage } from '../season-accuracy';

/**
 * Everything under /season: the lobby, my replays, a replay's page and its games. Nostalgia series are
 * replays too: the lobby's Nostalgia tab lists them, and a series' page shows its real outcome beside it. The accuracy
 * report shows how close replays of a season come to the record.
 */
export default function SeasonRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="lobby" replace />} />
      <Route path="lobby" element={<SeasonLobbyPage nostalgia={<NostalgiaLobby />} />} />
      <Route path="schedules" element={<SeasonListPage />} />
      <Route
        path="schedules/:leagueId"
        element={<SeasonSchedulePage aside={(league) => (league.kind === 'nostalgia' ? <NostalgiaOutcome leagueId={league.leagueId} version={league.now} /> : null)} />}
      />
      <Route path="schedules/:leagueId/game/:scheduleId/pregame" element={<SeasonPregamePage />} />
      <Route path="schedules/:leagueId/game/:gameId/*" element={<SeasonPlayPage />} />
      <Route path="accuracy/:year?" element={<SeasonAccuracyPage />} />
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
