import { useNavigate, useParams } from 'react-router-dom';
import { headToHeadPanels } from './live/HeadToHeadPanels';
import type { Now } from '../game-ui/use-server-time-left';
import { PlayScreen, type PlayScreenProps } from './PlayScreen';

export interface HeadToHeadPlayPageProps extends Pick<PlayScreenProps, 'environment' | 'streamDeps'> {
  /** Tests: the browser's clock for the decision clock. */
  now?: Now;
}

/**
 * /game/head-to-head/{gameId}/play: the one play screen over /api/games with the head-to-head panels (the decision
 * clock, both managers, spectators, taking a seat back); a final game opens its result page.
 */
export function HeadToHeadPlayPage({ now, environment, streamDeps }: HeadToHeadPlayPageProps = {}) {
  const { gameId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <PlayScreen
      source={{ base: 'games', gameId }}
      onFinal={() => navigate(`/game/head-to-head/${gameId}/result`, { replace: true })}
      panels={(live) => headToHeadPanels(live, gameId, now)}
      {...(environment ? { environment } : {})}
      {...(streamDeps ? { streamDeps } : {})}
    />
  );
}

export default HeadToHeadPlayPage;
