import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, formatEra, formatInnings, formatWhip, PlayerDetailModal, type DraftPoolPlayer, type DraftRoom, type DraftRosterNeeds, tokens } from '@bb/shared';
import { SmallButton, Toolbar } from '../league-core';
import { liveDraftMessages } from './messages';
import { canPick, draftedCards, needsList, teamLabel } from './room-model';
import { useFreshPlayer } from './use-fresh-player';

const Box = styled.article`
  border: 2px solid ${tokens.colors.primary};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.surface};
  padding: ${tokens.spacing.sm} ${tokens.spacing.md};
  margin-bottom: ${tokens.spacing.md};
  h3 {
    margin: 0;
  }
  p {
    margin: 4px 0;
  }
`;

const fixed = (n: number, digits: number) => n.toFixed(digits).replace(/^0\./, '.');

/** Stats of a pool player in one line each (batting and/or pitching). */
export function statLines(player: DraftPoolPlayer, t: ReturnType<typeof liveDraftMessages.useT>): string[] {
  const lines: string[] = [];
  const b = player.batting;
  if (b) lines.push(t('card.batting', { ...b, avg: fixed(b.avg, 3), ops: fixed(b.ops, 3) }));
  const p = player.pitching;
  if (p) lines.push(t('card.pitching', { ...p, era: formatEra(p.era, p.ip), ip: formatInnings(p.ip), whip: formatWhip(p.whip) }));
  return lines;
}

/**
 * The chosen player's card: his season line, and the Draft and queue buttons. Draft is one request: disabled while
 * it travels, and until the server has said at this version of the room that the team may take him (a player the
 * roster cannot take gets the reason instead); absent when the viewer is not on the clock. The full card is the shared
 * player detail.
 */
export function PlayerCard({
  room,
  player,
  needs,
  picking,
  onDraft,
  onQueue,
  onClose,
}: {
  room: DraftRoom;
  player: DraftPoolPlayer;
  /** The pool's last word on what the team still needs (for the reason a player cannot be drafted). */
  needs: DraftRosterNeeds | null;
  picking: boolean;
  onDraft: (cardId: string) => void;
  onQueue: (cardId: string, add: boolean) => void;
  onClose: () => void;
}) {
  const t = liveDraftMessages.useT();
  const [full, setFull] = useState(false);
  const box = useRef<HTMLElement>(null);
  // On a phone the card sits above a long list: bring it into view when a name far down is chosen.
  // A block body: newer Chromium returns a Promise from a smooth scrollIntoView, and React would call an effect's
  // returned value as its cleanup ("is not a function", the room's error boundary).
  useEffect(() => {
    void box.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [player.cardId]);
  const drafted = room.picks.find((p) => p.cardId === player.cardId);
  const taken = drafted !== undefined || draftedCards(room).has(player.cardId);
  const queued = room.queue.includes(player.cardId);
  const position = player.role ?? player.primaryPosition;
  const mayPick = canPick(room) && !taken;
  const fresh = useFreshPlayer(room, mayPick ? player.cardId : null);
  const fits = fresh === undefined ? null : fresh.fits !== false;
  return (
    <Box ref={box} aria-label={t('card.title')} data-testid="player-card">
      <h3>
        {player.name} · {player.year} {player.lgId} · {position}
      </h3>
      <p>
        {t('card.rating', { rating: player.rating })} · {t('card.bats', { bats: player.bats, throws: player.throws })} · {t('card.positions', { list: player.positions.join(', ') })}
      </p>
      {statLines(player, t).map((line) => (
        <p key={line}>{line}</p>
      ))}
      {drafted ? <p>{t('card.draftedBy', { team: teamLabel(room, drafted.team) })}</p> : null}
      {mayPick && fits === false ? <p role="note">{t('card.cannotDraft', { list: needs ? needsList(needs) : '', picks: needs?.picksLeft ?? '' })}</p> : null}
      <Toolbar>
        {mayPick && fits !== false ? (
          <Button type="button" disabled={picking || fits === null} aria-busy={picking || fits === null} onClick={() => onDraft(player.cardId)}>
            {picking ? t('card.drafting') : t('card.draft')}
          </Button>
        ) : null}
        {room.myTeam !== null && !taken ? (
          <SmallButton onClick={() => onQueue(player.cardId, !queued)}>{queued ? t('card.removeFromQueue') : t('card.addToQueue')}</SmallButton>
        ) : null}
        <SmallButton onClick={() => setFull(true)}>{t('card.full')}</SmallButton>
        <SmallButton onClick={onClose}>{t('card.close')}</SmallButton>
      </Toolbar>
      {full ? <PlayerDetailModal playerId={player.playerId} year={player.year} onClose={() => setFull(false)} /> : null}
    </Box>
  );
}
