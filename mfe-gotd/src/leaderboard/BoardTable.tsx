import styled from 'styled-components';
import { TableScroll, media, type LeaderboardRow, type LeaderboardSubTab, tokens } from '@bb/shared';
import { COLUMNS, cellText } from './board-config';
import { leaderboardMessages } from './leaderboard-messages';
import { SkeletonBlock } from './skeleton';

/** The shared scroller; the rank column is not pinned (the header row keeps its scoreboard navy). */
const Scroll = styled(TableScroll)`
  overflow: hidden;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radii.md};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${tokens.fontSizes.md};
  th, td {
    padding: ${tokens.spacing.sm} ${tokens.spacing.md};
    text-align: right;
    white-space: nowrap;
    border-bottom: 1px solid ${tokens.colors.border};
  }
  th:nth-child(2), td:nth-child(2) { text-align: left; width: 100%; }
  th:first-child, td:first-child { text-align: center; }
  thead th {
    background: ${tokens.colors.headerBackground};
    color: ${tokens.colors.headerText};
    font-weight: 600;
    font-size: ${tokens.fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  tbody tr:last-child td { border-bottom: 0; }
  tbody tr:nth-child(even) td { background: ${(p) => (p.theme.mode === 'night' ? 'rgba(255,255,255,0.03)' : 'rgba(20,33,61,0.03)')}; }
  td { color: ${tokens.colors.text}; }
`;

const YouRow = styled.tr`
  td {
    font-weight: 700;
  }
  && td {
    background: ${(p) => (p.theme.mode === 'night' ? 'rgba(255, 196, 0, 0.16)' : 'rgba(255, 196, 0, 0.22)')};
  }
`;
const Gap = styled.td`
  && { text-align: center; padding: 2px; color: ${tokens.colors.textMuted}; }
`;

const Centered = styled.td`
  && { text-align: center; padding: ${tokens.spacing.xl}; color: ${tokens.colors.textMuted}; }
  /* On a phone the table is wider than the screen: the message starts where the eye is, not mid-table. */
  ${media.down('smMax')} {
    && { text-align: left; padding: ${tokens.spacing.lg} ${tokens.spacing.md}; }
  }
`;

const SKELETON_ROWS = 5;

export interface BoardTableProps {
  rows: LeaderboardRow[];
  subTab: LeaderboardSubTab;
  loading: boolean;
  /** The signed-in caller's own row: highlighted where it is, or shown under the table when outside the rows. */
  me?: LeaderboardRow | null;
}

export function BoardTable({ rows, subTab, loading, me = null }: BoardTableProps) {
  const t = leaderboardMessages.useT();
  const columns = COLUMNS[subTab];
  const mine = (row: LeaderboardRow) => me !== null && row.username === me.username;
  const cells = (row: LeaderboardRow, you: boolean) => (
    <>
      <td>{row.rank}</td>
      <td>
        {row.username}
        {you && ` (${t('you')})`}
      </td>
      {columns.map((column) => (
        <td key={column}>{cellText(row, column)}</td>
      ))}
    </>
  );
  return (
    <Scroll label={t('title')} stickyFirstColumn={false}>
      <Table aria-busy={loading}>
        <thead>
          <tr>
            <th scope="col">{t('columns.rank')}</th>
            <th scope="col">{t('columns.name')}</th>
            {columns.map((column) => (
              <th key={column} scope="col">
                {t(`columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading &&
            Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <tr key={i} data-testid="row-skeleton">
                {[0, 1, ...columns].map((_c, j) => (
                  <td key={j}>
                    <SkeletonBlock $width={j === 1 ? '60%' : '32px'} style={{ marginLeft: j > 1 ? 'auto' : undefined }} />
                  </td>
                ))}
              </tr>
            ))}
          {!loading && rows.length === 0 && (
            <tr>
              <Centered colSpan={columns.length + 2}>{t('noData')}</Centered>
            </tr>
          )}
          {!loading &&
            rows.map((row) =>
              mine(row) ? (
                <YouRow key={`${row.rank}-${row.username}`} data-testid="my-row" aria-current="true">
                  {cells(row, true)}
                </YouRow>
              ) : (
                <tr key={`${row.rank}-${row.username}`}>{cells(row, false)}</tr>
              ),
            )}
          {!loading && me && !rows.some(mine) && (
            <>
              <tr aria-hidden="true">
                <Gap colSpan={columns.length + 2}>⋯</Gap>
              </tr>
              <YouRow data-testid="my-row" aria-current="true">
                {cells(me, true)}
              </YouRow>
            </>
          )}
        </tbody>
      </Table>
    </Scroll>
  );
}
