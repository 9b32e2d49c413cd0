import { Route, Routes } from 'react-router-dom';
import { NotFoundContent } from '@bb/shared';
import { HeadToHeadPlayPage } from '../game-play/HeadToHeadPlayPage';
import { ResultPage } from '../game-result/ResultPage';
import { InvitePage } from '../head-to-head/InvitePage';
import { WaitingPage } from '../head-to-head/WaitingPage';

/** /game/head-to-head/*: invite, the waiting screen, the live play screen and the result. Composition only. */
export default function HeadToHeadRoutes() {
  return (
    <Routes>
      <Route index element={<InvitePage />} />
      <Route path=":gameId" element={<WaitingPage />} />
      <Route path=":gameId/play" element={<HeadToHeadPlayPage />} />
      <Route path=":gameId/result" element={<ResultPage base="/game/head-to-head" />} />
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
