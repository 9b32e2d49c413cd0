import styled from 'styled-components';
import type { GameView } from '@bb/shared';
import { PlayerName } from '../game-ui/player-link';
import { playMessages } from './play-messages';
import { tokens } from '@bb/shared';

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${tokens.spacing.md};
  div {
    display: grid;
    gap: 2px;
  }
  small {
    color: ${tokens.colors.textMuted};
  }
`;

/** Pitch projection: who bats against whom, their hands and the pitcher's fatigue. */
export function MatchupProjection({ game }: { game: GameView }) {
  const t = playMessages.useT();
  const fielding = game.battingSide === 'away' ? game.home : game.away;
  const current = fielding.bullpen.find((p) => p.pitching);
  if (!game.batter || !game.pitcher) return null;
  return (
    <Row data-testid="matchup">
      <div>
        <small>{t('atBat')}</small>
        <strong>
          <PlayerName cardId={game.batter.cardId} name={game.batter.name} />
        </strong>
        <small>{t('matchup.bats', { hand: game.batter.bats })}</small>
      </div>
      <div>
        <small>{t('pitching')}</small>
        <strong>
          <PlayerName cardId={game.pitcher.cardId} name={game.pitcher.name} />
        </strong>
        <small>
          {t('matchup.throws', { hand: game.pitcher.throws })}
          {current ? ` · ${t('matchup.fatigue', { percent: Math.round(current.fatigue * 100) })}` : ''}
        </small>
      </div>
    </Row>
  );
}
