import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { TeamMonogram, media, textLinkHitArea, type LeagueDetail } from '@bb/shared';
import { leagueMessages } from './league-messages';
import { isHighlighted, teamOf, teamName } from './team-names';

export const Problem = styled.p`
  margin: 0 0 ${(p) => p.theme.spacing.md};
  padding: ${(p) => p.theme.spacing.sm} ${(p) => p.theme.spacing.md};
  border-left: 4px solid ${(p) => p.theme.colors.warn};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.spacing.sm};
  margin-bottom: ${(p) => p.theme.spacing.md};
`;

export const SmallButton = styled.button.attrs({ type: 'button' })`
  min-height: 36px;
  padding: 0 ${(p) => p.theme.spacing.md};
  border: 1px solid ${(p) => p.theme.colors.secondary};
  border-radius: ${(p) => p.theme.radii.md};
  background: transparent;
  color: ${(p) => p.theme.colors.secondary};
  font: 600 ${(p) => p.theme.fontSizes.md} ${(p) => p.theme.fonts.body};
  cursor: pointer;
  white-space: nowrap;
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A text link readable on the day and the night surface (the browser's default blue is lost on the night one). */
export const TextLink = styled(Link)`
  color: ${(p) => p.theme.colors.link};
  font-weight: 600;
  text-underline-offset: 2px;
  ${textLinkHitArea}
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A button that reads as a link (a player's name that opens the player card). */
export const LinkButton = styled.button.attrs({ type: 'button' })`
  background: none;
  border: none;
  padding: 0;
  min-height: 32px;
  color: ${(p) => p.theme.colors.link};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A bordered box on the surface colour: a card in a list, a small inline form. */
export const Panel = styled.div`
  display: grid;
  gap: ${(p) => p.theme.spacing.md};
  padding: ${(p) => p.theme.spacing.md};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  h3 {
    margin: 0;
  }
`;

export const Stack = styled.div`
  display: grid;
  gap: ${(p) => p.theme.spacing.md};
`;

export const TwoColumns = styled.div`
  display: grid;
  gap: ${(p) => p.theme.spacing.md};
  ${media.up('md')} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

const Mark = styled.span`
  margin-left: 4px;
  color: ${(p) => p.theme.colors.primary};
`;

const Name = styled.span<{ $mine: boolean }>`
  font-weight: ${(p) => (p.$mine ? 700 : 'inherit')};
`;

export interface TeamLabelProps {
  league: Pick<LeagueDetail, 'teams' | 'myTeam'>;
  index: number | null | undefined;
  short?: boolean;
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
    <Name $mine={isHighlighted(league, index)} title={short ? full : undefined}>
      {badge ? <TeamMonogram teamId={team.teamId} name={full} size={20} /> : null}
      {short ? team.abbreviation : full}
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
