import { paths } from '@bb/shared';
import { useNavigate, useParams } from 'react-router-dom';
import { headToHeadPanels } from './live/HeadToHeadPanels';
import { PlayScreen, type PlayScreenProps } from './PlayScreen';

export type HeadToHeadPlayPageProps = Pick<PlayScreenProps, 'environment' | 'streamDeps'>;

/**
 * /game/head-to-head/{gameId}/play: the one play screen over /api/games with the head-to-head panels (the decision
 * clock, both managers, spectators, taking a seat back); a final game opens its result page.
 */
export function HeadToHeadPlayPage({ environment, streamDeps }: HeadToHeadPlayPageProps = {}) {
  const { gameId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <PlayScreen
      source={{ base: 'games', gameId }}
      onFinal={() => navigate(paths.headToHead.result(gameId), { replace: true })}
      panels={(live) => headToHeadPanels(live, gameId)}
      {...(environment ? { environment } : {})}
      {...(streamDeps ? { streamDeps } : {})}
    />
  );
}

export default HeadToHeadPlayPage;
