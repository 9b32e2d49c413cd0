import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { TeamMonogram, media, textLinkHitArea, type LeagueDetail, tokens } from '@bb/shared';
import { leagueMessages } from './league-messages';
import { isHighlighted, teamOf, teamName } from './team-names';

export const Problem = styled.p`
  margin: 0 0 ${tokens.spacing.md};
  padding: ${tokens.spacing.sm} ${tokens.spacing.md};
  border-left: 4px solid ${tokens.colors.warn};
  background: ${tokens.colors.surface};
  color: ${tokens.colors.text};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.spacing.sm};
  margin-bottom: ${tokens.spacing.md};
`;

export const SmallButton = styled.button.attrs({ type: 'button' })`
  min-height: 36px;
  padding: 0 ${tokens.spacing.md};
  border: 1px solid ${tokens.colors.secondary};
  border-radius: ${tokens.radii.md};
  background: transparent;
  color: ${tokens.colors.secondary};
  font: 600 ${tokens.fontSizes.md} ${tokens.fonts.body};
  cursor: pointer;
  white-space: nowrap;
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${tokens.colors.focus};
    outline-offset: 2px;
  }
`;

/** A text link readable on the day and the night surface (the browser's default blue is lost on the night one). */
export const TextLink = styled(Link)`
  color: ${tokens.colors.link};
  font-weight: 600;
  text-underline-offset: 2px;
  ${textLinkHitArea}
  &:focus-visible {
    outline: 3px solid ${tokens.colors.focus};
    outline-offset: 2px;
  }
`;

/** A button that reads as a link (a player's name that opens the player card). */
export const LinkButton = styled.button.attrs({ type: 'button' })`
  background: none;
  border: none;
  padding: 0;
  min-height: 32px;
  color: ${tokens.colors.link};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${tokens.colors.focus};
    outline-offset: 2px;
  }
`;

/** A bordered box on the surface colour: a card in a list, a small inline form. */
export const Panel = styled.div`
  display: grid;
  gap: ${tokens.spacing.md};
  padding: ${tokens.spacing.md};
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.surface};
  h3 {
    margin: 0;
  }
`;

export const Stack = styled.div`
  display: grid;
  gap: ${tokens.spacing.md};
`;

export const TwoColumns = styled.div`
  display: grid;
  gap: ${tokens.spacing.md};
  ${media.up('md')} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

const Mark = styled.span`
  margin-left: 4px;
  color: ${tokens.colors.primary};
`;

const Name = styled.span<{ $mine: boolean }>`
  font-weight: ${(p) => (p.$mine ? 700 : 'inherit')};
`;

export interface TeamLabelProps {
  league: Pick<LeagueDetail, 'teams' | 'myTeam'>;
  index: number | null | undefined;
  /** The abbreviation; 'phone': both, tagged `data-team-short` / `data-team-full` for a table's CSS to choose. */
  short?: boolean | 'phone';
  /** The club's monogram before the name, where teams are listed against each other (schedules, brackets, standings). */
  badge?: boolean;
}

/** A team's city and nickname (or abbreviation when `short`), marked when it is the viewer's or the favourite. */
export function TeamLabel({ league, index, short = false, badge = false }: TeamLabelProps) {
  const t = leagueMessages.useT();
  const team = teamOf(league, index);
  if (!team) return <span>{t('bracket.tbd')}</span>;
  const mine = league.myTeam === team.index;
  const full = teamName(league, index);
  return (
    <Name $mine={isHighlighted(league, index)} title={short === true ? full : undefined}>
      {badge ? <TeamMonogram teamId={team.teamId} name={full} size={20} /> : null}
      {short === 'phone' ? (
        // Both names, one badge and one mark: the table's CSS shows the abbreviation on phones, the name from tablets.
        <>
          <span data-team-short="">{team.abbreviation}</span>
          <span data-team-full="">{full}</span>
        </>
      ) : short ? (
        team.abbreviation
      ) : (
        full
      )}
      {mine ? (
        <Mark aria-label={t('you')} title={t('you')}>
          ●
        </Mark>
      ) : team.favourite ? (
        <Mark aria-label={t('favourite')} title={t('favourite')}>
          ★
        </Mark>
      ) : null}
    </Name>
  );
}
