import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { TableScroll, formatRating, formatRelieverRating, positionName, type FavoritePlayer, type FavoritePlayerType, paths } from '@bb/shared';
import type { CardSummary } from './favorites-api';
import { favoritesMessages } from './favorites-messages';
import type { Starred } from './favorites-store';
import { playerKey } from './favorites-store';
import { Muted, StarButton, Table } from './FavoritesTable';
import { summaryKey, useCardSummaries } from './use-card-summaries';

const DASH = '-';

export const playerName = (p: FavoritePlayer) => `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim() || p.playerId;

const Part = styled.span`
  white-space: nowrap;
`;

/** Batters: contact and power (1–10); pitchers: innings per start and per relief outing. */
function Rating({ type, summary: s }: { type: FavoritePlayerType; summary: CardSummary | null | undefined }) {
  const m = favoritesMessages.useT();
  if (!s) return <>{s === undefined ? '…' : DASH}</>;
  const [first, second] =
    type === 'B'
      ? [m('contact', { value: formatRating(s.contact) }), m('power', { value: formatRating(s.power) })]
      : [m('starter', { value: formatRating(s.starter) }), m('reliever', { value: formatRelieverRating(s.reliever) })];
  return (
    <>
      <Part>{first}</Part> · <Part>{second}</Part>
    </>
  );
}

export interface PlayersTableProps {
  type: FavoritePlayerType;
  players: Array<Starred<FavoritePlayer>>;
  onToggle(player: Starred<FavoritePlayer>): void;
}

/** Columns: Player, Team, Rating, Favorite. */
export function PlayersTable({ type, players, onToggle }: PlayersTableProps) {
  const m = favoritesMessages.useT();
  const summaries = useCardSummaries(players);
  return (
    <TableScroll label={m('players')}>
      <Table>
      <thead>
        <tr>
          <th scope="col">{m('player')}</th>
          <th scope="col">{m('team')}</th>
          <th scope="col">{m('rating')}</th>
          <th scope="col">{m('favorite')}</th>
        </tr>
      </thead>
      <tbody>
        {players.map((p) => {
          const summary = summaries[summaryKey(p)];
          const name = playerName(p);
          return (
            <tr key={playerKey(p)} data-removed={!p.favorite}>
              <td>
                <Link to={paths.player(p.playerId, { year: p.year || null })}>{name}</Link>
                <Muted>{[p.year, positionName(p.position)].filter(Boolean).join(' · ')}</Muted>
              </td>
              <td>{summary === undefined ? '…' : summary?.teamIds.length ? summary.teamIds.join(' / ') : DASH}</td>
              <td>
                <Rating type={type} summary={summary} />
              </td>
              <td>
                <StarButton on={p.favorite} busy={p.busy} label={m(p.favorite ? 'removeLabel' : 'addLabel', { name })} onClick={() => onToggle(p)} />
              </td>
            </tr>
          );
        })}
      </tbody>
      </Table>
    </TableScroll>
  );
}
