import { Route, Routes } from 'react-router-dom';
import { NotFoundContent } from '@bb/shared';
import { NewGamePage } from '../game-setup/NewGamePage';
import { LineupSetupPage } from '../game-setup/LineupSetupPage';
import { PlayPage } from '../game-play/PlayPage';
import { ResultPage } from '../game-result/ResultPage';

/** /game/single/*: setup (teams, then lineup), the play screen and the result. Composition only. */
export default function SingleGamePage() {
  return (
    <Routes>
      <Route index element={<NewGamePage />} />
      <Route path=":gameId" element={<LineupSetupPage />} />
      <Route path=":gameId/play" element={<PlayPage />} />
      <Route path=":gameId/result" element={<ResultPage />} />
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
