import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { ModeIcon, useT } from '@bb/shared';
import type { LobbyCardData } from './lobby-cards';
import { LockIcon } from './LobbyIcons';

const cardStyle = css<{ $large: boolean; $muted: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  box-sizing: border-box;
  height: 100%;
  min-height: ${({ $large }) => ($large ? '132px' : '108px')};
  padding: 14px;
  border-radius: ${({ theme }) => theme.radii.card};
  box-shadow: ${({ theme }) => theme.elevation.low};
  text-decoration: none;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  opacity: ${({ $muted }) => ($muted ? 0.55 : 1)};
  & [data-icon] {
    margin-bottom: ${({ theme }) => theme.spacing.xs};
  }
  & small {
    font-size: 11px;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    opacity: 0.7;
  }
  & strong {
    font-size: ${({ $large }) => ($large ? '18px' : '16px')};
  }
  & span.secondary {
    font-size: 13px;
    opacity: 0.75;
  }
`;

const CardLink = styled(Link)<{ $large: boolean; $muted: boolean }>`
  ${cardStyle}
  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: ${({ theme }) => theme.elevation.mid};
  }
`;

const CardStatic = styled.div<{ $large: boolean; $muted: boolean }>`
  ${cardStyle}
  cursor: not-allowed;
`;

/* A gold disc with a dark lock: gold alone on a white card would not read. */
const Lock = styled.span`
  position: absolute;
  top: 12px;
  right: 12px;
  display: inline-flex;
  padding: 5px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  box-shadow: ${({ theme }) => theme.elevation.low};
`;

/** One lobby card; a locked card still links (the access guard then offers the plans). */
export function LobbyCard({ card, locked }: { card: LobbyCardData; locked: boolean }) {
  const t = useT();
  const large = card.size === 'large';
  const body = (
    <>
      {locked && (
        <Lock>
          <LockIcon label={t('lobby.locked')} />
        </Lock>
      )}
      <ModeIcon name={card.icon} size={large ? 48 : 40} />
      <small>{card.gameType}</small>
      <strong>{card.primaryText}</strong>
      <span className="secondary">{card.active ? card.secondaryText : t('lobby.comingSoon')}</span>
    </>
  );
  if (!card.active) {
    return (
      <CardStatic $large={large} $muted aria-disabled="true" data-size={card.size} data-testid="lobby-card">
        {body}
      </CardStatic>
    );
  }
  return (
    <CardLink to={card.to} $large={large} $muted={false} data-size={card.size} data-locked={locked} data-testid="lobby-card">
      {body}
    </CardLink>
  );
}
