import { paths } from '@bb/shared';
import { useNavigate, useParams } from 'react-router-dom';
import { PlayScreen } from './PlayScreen';

/** /game/single/{gameId}/play: the shared play screen over /api/games; a final game opens its result page. */
export function PlayPage() {
  const { gameId = '' } = useParams();
  const navigate = useNavigate();
  return <PlayScreen source={{ base: 'games', gameId }} onFinal={(game) => navigate(paths.singleGame.result(game.id), { replace: true })} />;
}
