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

/** Event types worth a badge: the spec §9 play event types (plate appearances and dice stay plain). */
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

/** Play-by-play in plain words, newest last; dice and card cells belong to the dice projection, not here. */
export function PlaysList({ plays, teams, newestFirst = false }: PlaysListProps) {
  const t = gameUiMessages.useT();
  const describe = useFormatPlay(teams);
  const shown = plays.filter((p) => p.type !== 'dice');
  if (shown.length === 0) return <p>{t('noPlays')}</p>;
  const ordered = newestFirst ? [...shown].reverse() : shown;
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
