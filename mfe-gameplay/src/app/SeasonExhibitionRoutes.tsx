import { Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { NotFoundContent } from '@bb/shared';
import { LineupSetupPage } from '../game-setup/LineupSetupPage';
import { PlayScreen } from '../game-play/PlayScreen';
import { ResultPage } from '../game-result/ResultPage';
import { SeasonExhibitionSetup } from '../season-exhibition/SeasonExhibitionSetup';

export const SEASON_EXHIBITION_BASE = '/season/exhibition-game';

function SeasonExhibitionPlay() {
  const { gameId = '' } = useParams();
  const navigate = useNavigate();
  return <PlayScreen source={{ base: 'games', gameId }} onFinal={(game) => navigate(`${SEASON_EXHIBITION_BASE}/${game.id}/result`, { replace: true })} />;
}

/**
 * /season/exhibition-game/{gameId?}/{stage?}: two teams of the current season (the server makes an exhibition game),
 * then the exhibition's own lineup setup, the one play screen and the result. Composition only.
 */
export default function SeasonExhibitionRoutes() {
  return (
    <Routes>
      <Route index element={<SeasonExhibitionSetup />} />
      <Route path=":gameId" element={<LineupSetupPage basePath={SEASON_EXHIBITION_BASE} />} />
      {/* The spec's {stage?}: "setup" names the lineup stage too (links that name every stage). */}
      <Route path=":gameId/setup" element={<LineupSetupPage basePath={SEASON_EXHIBITION_BASE} />} />
      <Route path=":gameId/play" element={<SeasonExhibitionPlay />} />
      <Route path=":gameId/result" element={<ResultPage base={SEASON_EXHIBITION_BASE} />} />
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
