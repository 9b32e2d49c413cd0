import styled from 'styled-components';
import { formatEtDateTime, formatEtTime, type CalendarGame, tokens } from '@bb/shared';
import { SmallButton, TextLink } from '../league-core';
import { calendarMessages } from './messages';

const Item = styled.li`
  display: grid;
  gap: 2px;
  padding: ${tokens.spacing.sm};
  border: 1px solid ${tokens.colors.border};
  border-left: 4px solid ${tokens.colors.primary};
  border-radius: ${tokens.radii.sm};
  background: ${tokens.colors.background};
  font-size: ${tokens.fontSizes.md};
  overflow-wrap: anywhere;
  button {
    justify-self: start;
    margin-top: ${tokens.spacing.xs};
  }
`;

const Muted = styled.span`
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes.sm};
`;

const Mine = styled.strong`
  font-weight: 700;
`;

function Side({ game, side }: { game: CalendarGame; side: 'home' | 'away' }) {
  const team = game[side];
  return team.index === game.myTeam ? <Mine title={team.name}>{team.abbreviation}</Mine> : <span title={team.name}>{team.abbreviation}</span>;
}

/** One game of the calendar: its ET start, league, matchup (score once final), a link to its page, Reschedule when allowed. */
export function CalendarGameItem({ game, onReschedule }: { game: CalendarGame; onReschedule: (game: CalendarGame) => void }) {
  const t = calendarMessages.useT();
  const final = game.status === 'final';
  const moved = game.originalStartsAt !== game.startsAt;
  // The link's name starts with what it shows (WCAG 2.5.3: a speech user says "HIL at NYA"), then the full names.
  const shown = [game.away.abbreviation, final ? game.awayRuns : '', t('at'), game.home.abbreviation, final ? game.homeRuns : '']
    .filter((part) => part !== '' && part !== null && part !== undefined)
    .join(' ');
  return (
    <Item data-testid={`calendar-game-${game.leagueId}-${game.scheduleId}`}>
      <strong>{t('timeEt', { time: formatEtTime(game.startsAt) })}</strong>
      <Muted>{game.leagueName}</Muted>
      <TextLink to={game.link} aria-label={`${shown}, ${game.away.name} ${t('at')} ${game.home.name}, ${game.leagueName}`}>
        <Side game={game} side="away" /> {final ? game.awayRuns : ''} {t('at')} <Side game={game} side="home" /> {final ? game.homeRuns : ''}
      </TextLink>
      <Muted>
        {t(`status.${game.status}`)}
        {moved ? ` · ${t('moved', { when: formatEtDateTime(game.originalStartsAt) })}` : ''}
      </Muted>
      {game.canReschedule ? <SmallButton onClick={() => onReschedule(game)}>{t('reschedule')}</SmallButton> : null}
    </Item>
  );
}
