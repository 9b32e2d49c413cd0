import { Inline, TableScroll, tokens } from '@bb/shared';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { DraftPoolPage, DraftPoolPlayer, DraftPoolRequest, DraftPoolSort, DraftRoom } from '@bb/shared';
import { DataState, draftsApi, LinkButton, SmallButton, useLeagueData } from '../league-core';
import { liveDraftMessages } from './messages';
import { draftedCards } from './room-model';

type Position = NonNullable<DraftPoolRequest['position']>;
const POSITIONS: Position[] = ['C', '1B', '2B', '3B', 'SS', 'OF', 'DH', 'P', 'SP', 'RP'];
const SORTS: DraftPoolSort[] = ['rating', 'name', 'avg', 'hr', 'rbi', 'sb', 'ops', 'w', 'era', 'so', 'sv', 'whip'];
const PAGE = 50;
const MAX = 200;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${tokens.fontSizes.md};
  th,
  td {
    padding: 4px 6px;
    border-bottom: 1px solid ${tokens.colors.border};
    text-align: left;
  }
`;


const Controls = styled(Inline)`
  margin-bottom: ${tokens.spacing.sm};
  input,
  select {
    min-height: 40px;
  }
`;

function shortLine(player: DraftPoolPlayer): string {
  const p = player.pitching;
  if (p && (player.role || !player.batting)) return `${p.w}-${p.l}, ${p.era.toFixed(2)} ERA, ${p.so} SO`;
  const b = player.batting;
  return b ? `${b.avg.toFixed(3).replace(/^0/, '')}, ${b.hr} HR, ${b.ops.toFixed(3).replace(/^0/, '')} OPS` : '';
}

/** The pool (GET …/pool): search, position and stat sort; names open the player card. Drafted players drop out. */
export function PoolPanel({ room, onSelect, onLoaded }: { room: DraftRoom; onSelect: (player: DraftPoolPlayer) => void; onLoaded: (players: DraftPoolPlayer[]) => void }) {
  const t = liveDraftMessages.useT();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [position, setPosition] = useState<Position | ''>('');
  const [sort, setSort] = useState<DraftPoolSort>('rating');
  const [limit, setLimit] = useState(PAGE);
  useEffect(() => {
    const id = setTimeout(() => setSearch(typed.trim()), 300);
    return () => clearTimeout(id);
  }, [typed]);
  const query: DraftPoolRequest = { available: true, sort, limit, ...(search ? { search } : {}), ...(position ? { position } : {}) };
  const pool = useLeagueData<DraftPoolPage>(`${room.leagueId}:${JSON.stringify(query)}`, (signal) => draftsApi.pool(room.leagueId, query, signal));
  useEffect(() => {
    if (pool.data) onLoaded(pool.data.players);
  }, [pool.data, onLoaded]);
  const taken = draftedCards(room);
  return (
    <section aria-label={t('pool.players')}>
      <Controls>
        <label>
          {t('pool.search')}{' '}
          <input type="search" value={typed} maxLength={60} onChange={(e) => setTyped(e.target.value)} />
        </label>
        <label>
          {t('pool.position')}{' '}
          <select value={position} onChange={(e) => setPosition(e.target.value as Position | '')}>
            <option value="">{t('pool.allPositions')}</option>
            {POSITIONS.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('pool.sort')}{' '}
          <select value={sort} onChange={(e) => setSort(e.target.value as DraftPoolSort)}>
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`pool.sorts.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </Controls>
      <DataState {...pool} empty={t('pool.empty')} isEmpty={(d) => d.players.length === 0}>
        {(data) => {
          const players = data.players.filter((p) => !taken.has(p.cardId) && p.draftedBy === null);
          return (
            <>
              <TableScroll label={t('pool.player')}>
                <Table>
                  <thead>
                    <tr>
                      <th scope="col">{t('pool.player')}</th>
                      <th scope="col">{t('pool.year')}</th>
                      <th scope="col">{t('pool.pos')}</th>
                      <th scope="col">{t('pool.rating')}</th>
                      <th scope="col">{t('pool.line')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {players.map((player) => (
                      <tr key={player.cardId}>
                        <td>
                          <LinkButton onClick={() => onSelect(player)}>{player.name}</LinkButton>
                          {room.queue.includes(player.cardId) ? ` (${t('pool.queued')})` : ''}
                        </td>
                        <td>{player.year}</td>
                        <td>{player.role ?? player.primaryPosition}</td>
                        <td>{player.rating}</td>
                        <td>{shortLine(player)}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </TableScroll>
              <Inline>
                <span>{t('pool.count', { shown: players.length, total: data.total })}</span>
                {data.total > limit && limit < MAX ? <SmallButton onClick={() => setLimit((n) => Math.min(MAX, n + PAGE))}>{t('pool.more')}</SmallButton> : null}
              </Inline>
            </>
          );
        }}
      </DataState>
    </section>
  );
}
