import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { NotFoundContent } from '@bb/shared';
import { LineupSetupPage } from '../game-setup/LineupSetupPage';
import { PlayScreen } from '../game-play/PlayScreen';
import { ResultPage } from '../game-result/ResultPage';
import { AllStarLobby } from '../all-star-game/AllStarLobby';
import { AllStarRostersPage } from '../all-star-game/AllStarRostersPage';

const BASE = '/all-star-game';
const GAME_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /all-star-game/{key}/setup: a record's game (both rosters, pick a side); /all-star-game/{gameId}/setup: the lineup. */
function SetupPage() {
  const { gameId = '' } = useParams();
  return GAME_ID.test(gameId) ? <LineupSetupPage basePath={BASE} /> : <AllStarRostersPage gameKey={gameId} />;
}

function AllStarPlayPage() {
  const { gameId = '' } = useParams();
  const navigate = useNavigate();
  return <PlayScreen source={{ base: 'games', gameId }} onFinal={(game) => navigate(`${BASE}/${game.id}/result`, { replace: true })} />;
}

/** /all-star-game/*: the lobby, setup (rosters, then the shared lineup setup), the one play screen and the result. Composition only. */
export default function AllStarRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="lobby" replace />} />
      <Route path="lobby" element={<AllStarLobby />} />
      <Route path=":gameId/setup" element={<SetupPage />} />
      <Route path=":gameId/play" element={<AllStarPlayPage />} />
      <Route path=":gameId/result" element={<ResultPage base={BASE} again={`${BASE}/lobby`} />} />
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
