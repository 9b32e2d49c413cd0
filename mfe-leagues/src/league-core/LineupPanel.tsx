import { useState } from 'react';
import styled from 'styled-components';
import { type DepthChart, type FieldPosition, type LeagueDetail, type LineupEntry, Notice, TableScroll, tokens } from '@bb/shared';
import { leagueMessages } from './league-messages';
import { SmallButton, Stack, Toolbar } from './league-ui';
import { moveItem, type DepthChartState } from './use-depth-chart';
import { ChartPanel } from './ChartPanel';

const POSITIONS: readonly FieldPosition[] = ['C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF', 'DH', 'P'];

const Scroller = styled(TableScroll)`
  overflow: hidden;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.surface};
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: 6px 10px;
    text-align: left;
    white-space: nowrap;
    border-bottom: 1px solid ${tokens.colors.border};
  }
  select {
    min-height: 36px;
    max-width: 220px;
  }
`;

function LineupEditor({ chart, state }: { chart: DepthChart; state: DepthChartState }) {
  const t = leagueMessages.useT();
  const [lineup, setLineup] = useState<LineupEntry[]>(chart.lineup);
  const active = chart.players.filter((p) => p.active);
  const locked = !chart.editable || state.saving;
  const change = (index: number, patch: Partial<LineupEntry>) => {
    state.clearError();
    setLineup((rows) => rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  };
  if (lineup.length === 0) return <Notice>{t('lineup.empty')}</Notice>;
  return (
    <Stack>
      <Scroller label={t('lineup.player')} stickyFirstColumn={false}>
        <table data-testid="lineup">
          <thead>
            <tr>
              <th scope="col">{t('lineup.order')}</th>
              <th scope="col">{t('lineup.player')}</th>
              <th scope="col">{t('lineup.position')}</th>
              <th scope="col" aria-label={t('lineup.order')} />
            </tr>
          </thead>
          <tbody>
            {lineup.map((row, i) => {
              const name = active.find((p) => p.cardId === row.cardId)?.name ?? row.cardId;
              return (
                <tr key={`${i}-${row.cardId}`}>
                  <td>{i + 1}</td>
                  <td>
                    <select aria-label={t('lineup.playerFor', { order: i + 1 })} value={row.cardId} disabled={locked} onChange={(e) => change(i, { cardId: e.target.value })}>
                      {active.map((p) => (
                        <option key={p.cardId} value={p.cardId}>
                          {p.name}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <select
                      aria-label={t('lineup.positionFor', { order: i + 1 })}
                      value={row.position}
                      disabled={locked}
                      onChange={(e) => change(i, { position: e.target.value as FieldPosition })}
                    >
                      {POSITIONS.map((pos) => (
                        <option key={pos} value={pos}>
                          {pos}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <SmallButton aria-label={t('depth.moveUp', { name })} disabled={locked || i === 0} onClick={() => setLineup(moveItem(lineup, i, -1))}>
                      ↑
                    </SmallButton>{' '}
                    <SmallButton aria-label={t('depth.moveDown', { name })} disabled={locked || i === lineup.length - 1} onClick={() => setLineup(moveItem(lineup, i, 1))}>
                      ↓
                    </SmallButton>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Scroller>
      <Toolbar>
        <SmallButton disabled={locked} onClick={() => void state.save({ lineup: lineup.map(({ cardId, position }) => ({ cardId, position })) }, t('lineup.saved'))}>
          {t('lineup.save')}
        </SmallButton>
        <SmallButton disabled={locked} onClick={() => setLineup(chart.lineup)}>
          {t('lineup.reset')}
        </SmallButton>
      </Toolbar>
    </Stack>
  );
}

/** Lineup: the batting order with positions, edited and saved through the depth chart's PUT; the server's 400 text beside it. */
export function LineupPanel({ league, version }: { league: LeagueDetail; version: number }) {
  return (
    <ChartPanel league={league} version={version} announceProblem={false}>
      {(chart, state) => <LineupEditor key={chart.lineup.map((l) => `${l.cardId}:${l.position}`).join()} chart={chart} state={state} />}
    </ChartPanel>
  );
}
