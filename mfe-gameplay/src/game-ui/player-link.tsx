import { createContext, useContext, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { PlayerDetailModal, TeamDetailModal, tokens } from '@bb/shared';
import { gameUiMessages } from './game-ui-messages';

/** A card id is `${playerID}-${year}`; player ids never hold a dash. */
export function parseCardId(cardId: string): { playerId: string; year: number | null } {
  const at = cardId.lastIndexOf('-');
  if (at < 0) return { playerId: cardId, year: null };
  const year = Number(cardId.slice(at + 1));
  return { playerId: cardId.slice(0, at), year: Number.isFinite(year) ? year : null };
}

type Open = { kind: 'player'; playerId: string; year: number | null } | { kind: 'team'; teamId: string; year: number };
const DetailContext = createContext<(open: Open) => void>(() => undefined);

/** Hosts the shared player and team detail modals for everything below it. */
export function DetailModals({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<Open | null>(null);
  return (
    <DetailContext.Provider value={setOpen}>
      {children}
      {open?.kind === 'player' && <PlayerDetailModal playerId={open.playerId} year={open.year} onClose={() => setOpen(null)} />}
      {open?.kind === 'team' && <TeamDetailModal teamId={open.teamId} year={open.year} onClose={() => setOpen(null)} />}
    </DetailContext.Provider>
  );
}

const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  text-decoration: underline dotted;
  text-underline-offset: 3px;
  cursor: pointer;
  &:hover {
    color: ${tokens.colors.link};
  }
  &:focus-visible {
    outline: 2px solid ${tokens.colors.focus};
  }
`;

/** A player's name that opens the shared player detail modal (card, ratings, statistics...). */
export function PlayerName({ cardId, name }: { cardId: string; name: string }) {
  const t = gameUiMessages.useT();
  const open = useContext(DetailContext);
  return (
    <LinkButton type="button" title={t('playerDetails', { name })} onClick={() => open({ kind: 'player', ...parseCardId(cardId) })}>
      {name}
    </LinkButton>
  );
}

/** A team's name that opens the shared team detail modal. */
export function TeamName({ teamId, year, name }: { teamId: string; year: number; name: string }) {
  const open = useContext(DetailContext);
  // All-star teams (ids 'ASG-…', 'ASC-…') are no team-season: there is no team page to open.
  if (/^AS[GC]-/.test(teamId)) return <>{name}</>;
  return (
    <LinkButton type="button" onClick={() => open({ kind: 'team', teamId, year })}>
      {name}
    </LinkButton>
  );
}
