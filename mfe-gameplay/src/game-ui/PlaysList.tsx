import styled from 'styled-components';
import type { GamePlay } from '@bb/shared';
import { gameUiMessages } from './game-ui-messages';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    gap: ${(p) => p.theme.spacing.sm};
    align-items: baseline;
    padding: 6px 0;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    line-height: 1.35;
  }
  li[data-type='inning'],
  li[data-type='game over'] {
    font-weight: 700;
    border-bottom: 2px solid ${(p) => p.theme.colors.text};
    padding-top: ${(p) => p.theme.spacing.md};
  }
`;
const Badge = styled.span`
  flex: 0 0 auto;
  padding: 1px 6px;
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.info};
  color: #fff;
  font-size: ${(p) => p.theme.fontSizes.sm};
  text-transform: capitalize;
`;
const Score = styled.span`
  margin-left: auto;
  font-variant-numeric: tabular-nums;
  color: ${(p) => p.theme.colors.textMuted};
  white-space: nowrap;
`;

/** Event types worth a badge: the spec §9 play event types (plate appearances and dice stay plain). */
const BADGED = new Set([
  'substitution', 'intentional walk', 'new pitcher', 'caught stealing', 'stolen base', 'pinch hitter', 'pinch runner',
  'defensive switch', 'injury', 'DH cancelled', 'wild pitch', 'balk', 'passed ball', 'pickoff', 'sacrifice bunt', 'error',
]);

/** Play-by-play, newest last; the dice events are folded into the plate appearance they decided. */
export function PlaysList({ plays, newestFirst = false }: { plays: GamePlay[]; newestFirst?: boolean }) {
  const t = gameUiMessages.useT();
  const shown = plays.filter((p) => p.type !== 'dice');
  if (shown.length === 0) return <p>{t('noPlays')}</p>;
  const ordered = newestFirst ? [...shown].reverse() : shown;
  return (
    <List aria-label="Play by play">
      {ordered.map((play) => (
        <li key={play.index} data-type={play.type}>
          {BADGED.has(play.type) && <Badge>{play.type}</Badge>}
          <span>{play.text}</span>
          {play.score && play.runs ? (
            <Score>
              {play.score.away}-{play.score.home}
            </Score>
          ) : null}
        </li>
      ))}
    </List>
  );
}
