import styled from 'styled-components';
import { useFormatPlay, type GamePlay, type PlayTeams, tokens } from '@bb/shared';
import { gameUiMessages } from './game-ui-messages';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    gap: ${tokens.spacing.sm};
    align-items: baseline;
    padding: 6px 0;
    border-bottom: 1px solid ${tokens.colors.border};
    line-height: 1.35;
  }
  li[data-type='inning'],
  li[data-type='game over'] {
    font-weight: 700;
    border-bottom: 2px solid ${tokens.colors.text};
    padding-top: ${tokens.spacing.md};
  }
`;
const Badge = styled.span`
  flex: 0 0 auto;
  padding: 1px 6px;
  border-radius: ${tokens.radii.pill};
  background: ${tokens.colors.info};
  color: #fff;
  font-size: ${tokens.fontSizes.sm};
  text-transform: capitalize;
`;

/** Event types worth a badge: the game-log events beside plate appearances (plate appearances and dice stay plain). */
const BADGED = new Set([
  'substitution', 'intentional walk', 'new pitcher', 'caught stealing', 'stolen base', 'pinch hitter', 'pinch runner',
  'defensive switch', 'injury', 'DH cancelled', 'wild pitch', 'balk', 'passed ball', 'pickoff', 'sacrifice bunt', 'error',
]);

export interface PlaysListProps {
  plays: GamePlay[];
  /** The game's two team names (the lines use their nicknames). */
  teams: PlayTeams;
  newestFirst?: boolean;
}

const isHeading = (play: GamePlay) => play.type === 'inning' || play.type === 'game over';

/**
 * Newest first, yet each half-inning's heading stays above its own plays: the halves go newest first and so do the
 * plays inside each. Reversing the flat log would hang every heading under its half's plays, over the half before.
 */
export function newestFirstByHalf(plays: GamePlay[]): GamePlay[] {
  const halves: GamePlay[][] = [];
  for (const play of plays) {
    if (isHeading(play) || halves.length === 0) halves.push([]);
    halves[halves.length - 1]!.push(play);
  }
  return halves.reverse().flatMap(([first, ...rest]) => (isHeading(first!) ? [first!, ...rest.reverse()] : [...rest.reverse(), first!]));
}

/** Play-by-play in plain words, oldest first or newest first; dice and card cells belong to the dice projection, not here. */
export function PlaysList({ plays, teams, newestFirst = false }: PlaysListProps) {
  const t = gameUiMessages.useT();
  const describe = useFormatPlay(teams);
  const shown = plays.filter((p) => p.type !== 'dice');
  if (shown.length === 0) return <p>{t('noPlays')}</p>;
  const ordered = newestFirst ? newestFirstByHalf(shown) : shown;
  return (
    <List aria-label="Play by play">
      {ordered.map((play) => (
        <li key={play.index} data-type={play.type}>
          {BADGED.has(play.type) && <Badge>{play.type}</Badge>}
          <span>{describe(play)}</span>
        </li>
      ))}
    </List>
  );
}
