import styled from 'styled-components';
import type { DraftRoom } from '@bb/shared';
import { liveDraftMessages } from './messages';
import { boardColumns, boardPickNumbers } from './room-model';
import { tokens } from '@bb/shared';

const Scroll = styled.div`
  overflow: auto;
  max-height: 70vh;
`;

const Grid = styled.table`
  border-collapse: separate;
  border-spacing: 2px;
  font-size: ${tokens.fontSizes.sm};
  caption {
    text-align: left;
    font-weight: 700;
    padding-bottom: 4px;
  }
  th {
    position: sticky;
    top: 0;
    background: ${tokens.colors.surface};
    padding: 4px;
    white-space: nowrap;
  }
  th[scope='row'] {
    left: 0;
    position: sticky;
  }
  td {
    min-width: 92px;
    max-width: 140px;
    padding: 4px;
    vertical-align: top;
    border-radius: ${tokens.radii.sm};
    background: ${tokens.colors.background};
  }
  td[data-current='true'] {
    outline: 2px solid ${tokens.colors.primary};
  }
  td small {
    display: block;
    color: ${tokens.colors.textMuted};
  }
`;

/** The draft board: rounds × teams (columns in round one's order), each cell the pick made there or its number. */
export function DraftBoard({ room }: { room: DraftRoom }) {
  const t = liveDraftMessages.useT();
  const columns = boardColumns(room);
  const rows = boardPickNumbers(room);
  const byPick = new Map(room.picks.map((p) => [p.pick, p]));
  return (
    <Scroll>
      <Grid aria-label={t('board.title')} data-testid="draft-board">
        <caption>{t('board.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('board.round')}</th>
            {columns.map((team) => {
              const view = room.teams.find((x) => x.index === team);
              return (
                <th key={team} scope="col" title={view ? `${view.city} ${view.nickname}` : undefined}>
                  {view?.abbreviation ?? team}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              <th scope="row" aria-label={t('board.roundLabel', { round: r + 1 })}>
                {r + 1}
              </th>
              {columns.map((team) => {
                const number = row.get(team);
                const made = number === undefined ? undefined : byPick.get(number);
                return (
                  <td key={team} data-current={number !== undefined && room.current?.pick === number} data-pick={number}>
                    {made ? (
                      <>
                        {made.name}
                        <small>
                          {made.position} · {made.year}
                          {made.auto ? ` · ${t('board.auto')}` : ''}
                        </small>
                      </>
                    ) : (
                      <small>#{number}</small>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Grid>
    </Scroll>
  );
}
