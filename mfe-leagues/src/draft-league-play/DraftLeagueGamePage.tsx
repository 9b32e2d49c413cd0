import { Route, Routes } from 'react-router-dom';
import { NotFoundContent, LeaguePlayPage } from '@bb/shared';
import { draftPaths } from '../league-core';
import { draftPlayMessages } from './play-messages';

function DraftPlayPage() {
  const t = draftPlayMessages.useT();
  return <LeaguePlayPage title={t('title')} home={draftPaths.home} list={draftPaths.list()} />;
}

/** Everything under /game/draft-league: /game/draft-league/{gameId}/play on the shared play screen. */
export default function DraftLeagueGamePage() {
  return (
    <Routes>
      <Route path=":gameId/play" element={<DraftPlayPage />} />
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
