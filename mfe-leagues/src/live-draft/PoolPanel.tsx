import { formatEra, Inline, TableScroll, tokens } from '@bb/shared';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { DraftPoolPage, DraftPoolPlayer, DraftPoolRequest, DraftPoolSort, DraftRoom, DraftRosterNeeds } from '@bb/shared';
import { DataState, draftsApi, LinkButton, SmallButton, useLeagueData } from '../league-core';
import { liveDraftMessages } from './messages';
import { draftedCards, needsList, teamLabel } from './room-model';

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
  tr[data-fits='false'] td {
    color: ${tokens.colors.textMuted};
  }
`;

const Toggle = styled.label`
  display: flex;
  align-items: center;
  gap: ${tokens.spacing.xs};
  min-height: 40px;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
  }
`;

const Needs = styled.p`
  margin: 0 0 ${tokens.spacing.sm};
  font-weight: 600;
  span {
    display: block;
    font-weight: 400;
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
  if (p && (player.role || !player.batting)) return `${p.w}-${p.l}, ${formatEra(p.era, p.ip)} ERA, ${p.so} SO`;
  const b = player.batting;
  return b ? `${b.avg.toFixed(3).replace(/^0/, '')}, ${b.hr} HR, ${b.ops.toFixed(3).replace(/^0/, '')} OPS` : '';
}

/** What the team the viewer drafts for still needs (the pool's `needs`), and how many picks it has to fill it. */
function NeedsLine({ room, needs }: { room: DraftRoom; needs: DraftRosterNeeds }) {
  const t = liveDraftMessages.useT();
  const other = needs.team !== room.myTeam ? teamLabel(room, needs.team) : null;
  const list = needsList(needs);
  const head = list ? (other ? t('pool.needsOf', { team: other, list }) : t('pool.needs', { list })) : other ? t('pool.filledOf', { team: other }) : t('pool.filled');
  return (
    <Needs data-testid="roster-needs">
      {head} · {t('pool.picksLeft', { picks: needs.picksLeft })}
      {needs.fillOnly && list ? <span>{t('pool.fillOnly')}</span> : null}
    </Needs>
  );
}

/**
 * The pool (GET …/pool): search, position and stat sort; names open the player card. Drafted players drop out, and
 * while the viewer's team drafts, players it may not take now are left out (or, on request, shown as "not now"): the
 * server's rule, so what is offered is a pick it takes. Loaded again after every change of the room, showing the last
 * answer meanwhile.
 */
export function PoolPanel({ room, onSelect, onLoaded }: { room: DraftRoom; onSelect: (player: DraftPoolPlayer) => void; onLoaded: (page: DraftPoolPage) => void }) {
  const t = liveDraftMessages.useT();
  const [onlyFits, setOnlyFits] = useState(true);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [position, setPosition] = useState<Position | ''>('');
  const [sort, setSort] = useState<DraftPoolSort>('rating');
  const [limit, setLimit] = useState(PAGE);
  useEffect(() => {
    const id = setTimeout(() => setSearch(typed.trim()), 300);
    return () => clearTimeout(id);
  }, [typed]);
  const query: DraftPoolRequest = { available: true, sort, limit, ...(onlyFits ? { fits: true } : {}), ...(search ? { search } : {}), ...(position ? { position } : {}) };
  const pool = useLeagueData<DraftPoolPage>(`${room.leagueId}:${JSON.stringify(query)}`, (signal) => draftsApi.pool(room.leagueId, query, signal));
  const { reload } = pool;
  const version = useRef(room.version);
  useEffect(() => {
    if (version.current === room.version) return;
    version.current = room.version;
    reload();
  }, [room.version, reload]);
  useEffect(() => {
    if (pool.data) onLoaded(pool.data);
  }, [pool.data, onLoaded]);
  const needs = pool.data?.needs ?? null;
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
      {needs ? (
        <>
          <Toggle>
            <input type="checkbox" checked={onlyFits} onChange={(e) => setOnlyFits(e.target.checked)} />
            {t('pool.onlyFits')}
          </Toggle>
          <NeedsLine room={room} needs={needs} />
        </>
      ) : null}
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
                      <tr key={player.cardId} data-fits={player.fits === false ? 'false' : undefined}>
                        <td>
                          <LinkButton onClick={() => onSelect(player)}>{player.name}</LinkButton>
                          {room.queue.includes(player.cardId) ? ` (${t('pool.queued')})` : ''}
                          {player.fits === false ? ` · ${t('pool.notNow')}` : ''}
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
