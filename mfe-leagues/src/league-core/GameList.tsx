import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatEtDateTime, media, type LeagueDetail, type LeagueGameView, tokens } from '@bb/shared';
import { leagueMessages } from './league-messages';
import { TeamLabel } from './league-ui';
import { dayLabel } from './league-days';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.surface};
`;

const Item = styled.li`
  display: grid;
  gap: ${tokens.spacing.xs};
  padding: ${tokens.spacing.sm} ${tokens.spacing.md};
  border-bottom: 1px solid ${tokens.colors.border};
  &:last-child {
    border-bottom: none;
  }
  ${media.up('tablet')} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
  }
`;

/* On a phone each team has its own line, like a scoreboard (a long name wraps inside its line, never the '@'); wider
   screens read "away @ home" on one line. */
const Matchup = styled.div`
  display: grid;
  grid-template-columns: 1.25em minmax(0, 1fr);
  grid-template-areas: '. away' 'at home';
  gap: 2px 4px;
  align-items: baseline;
  ${media.up('tablet')} {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 8px;
  }
`;

const Side = styled.span<{ $area: 'away' | 'home' }>`
  grid-area: ${(p) => p.$area};
  display: flex;
  justify-content: space-between;
  gap: 8px;
`;

const At = styled.span`
  grid-area: at;
  color: ${tokens.colors.textMuted};
`;

const Meta = styled.div`
  font-size: ${tokens.fontSizes.sm};
  color: ${tokens.colors.textMuted};
`;

const Score = styled.strong`
  font-variant-numeric: tabular-nums;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.spacing.sm};
`;

function phaseText(game: LeagueGameView, t: ReturnType<typeof leagueMessages.useT>): string {
  if (game.phase === 'postseason' && game.round) return game.gameOfSeries ? t('round', { round: game.round, game: game.gameOfSeries }) : game.round;
  if (game.phase === 'tiebreak') return t('tiebreak');
  return t('day', { day: dayLabel(game.day) });
}

/** One game: away @ home, the score once final (with the pitchers of record), its time in ET, and its actions. */
export function GameRow({ league, game, actions }: { league: LeagueDetail; game: LeagueGameView; actions?: ReactNode }) {
  const t = leagueMessages.useT();
  const final = game.status === 'final';
  return (
    <Item data-testid={`game-${game.scheduleId}`}>
      <div>
        <Matchup>
          <Side $area="away">
            <TeamLabel league={league} index={game.away} badge />
            {final ? <Score>{game.awayRuns}</Score> : null}
          </Side>
          <At aria-hidden="true">{t('at')}</At>
          <Side $area="home">
            <TeamLabel league={league} index={game.home} badge />
            {final ? <Score>{game.homeRuns}</Score> : null}
          </Side>
        </Matchup>
        <Meta>
          {phaseText(game, t)} · {formatEtDateTime(game.startsAt)} · {t(`gameStatus.${game.status}`)}
          {final && game.winningPitcher ? ` · ${t('winner', { name: game.winningPitcher })}` : ''}
          {final && game.losingPitcher ? ` · ${t('loser', { name: game.losingPitcher })}` : ''}
        </Meta>
      </div>
      {actions ? <Actions>{actions}</Actions> : null}
    </Item>
  );
}

export function GameList({ league, games, actions }: { league: LeagueDetail; games: readonly LeagueGameView[]; actions?: (game: LeagueGameView) => ReactNode }) {
  return (
    <List>
      {games.map((game) => (
        <GameRow key={game.scheduleId} league={league} game={game} actions={actions?.(game)} />
      ))}
    </List>
  );
}
