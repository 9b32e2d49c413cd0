import type { ReactNode } from 'react';
import styled from 'styled-components';
import { TableScroll } from '../ui/table-scroll/TableScroll';
import { tokens } from '../theme/theme-vars';

export interface StatColumn<Row> {
  key: string;
  label: string;
  /** Full name for screen readers and the header tooltip (e.g. "Batting average" for AVG). */
  title?: string;
  render: (row: Row) => ReactNode;
  /** Numbers sit right-aligned in tabular figures. */
  numeric?: boolean;
}

export interface StatTableProps<Row> {
  caption: string;
  columns: ReadonlyArray<StatColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** When given, headers of these keys become sort buttons. */
  sortable?: readonly string[];
  sortKey?: string;
  /** Direction of the current sort, for aria-sort (ERA and WHIP lead low). */
  sortOrder?: 'ascending' | 'descending';
  onSort?: (key: string) => void;
  footer?: ReactNode;
  testId?: string;
}

/** The shared table scroller (sticky name column, swipe hint) in a bordered card. */
const Scroller = styled(TableScroll)`
  overflow: hidden;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.surface};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${tokens.fontSizes.md};
  font-variant-numeric: tabular-nums;
  caption {
    text-align: left;
    padding: ${tokens.spacing.sm} ${tokens.spacing.md};
    font-weight: 600;
    color: ${tokens.colors.textMuted};
  }
  th,
  td {
    padding: 6px 10px;
    text-align: left;
    white-space: nowrap;
    border-bottom: 1px solid ${tokens.colors.border};
    background: ${tokens.colors.surface};
    color: ${tokens.colors.text};
  }
  thead th {
    position: sticky;
    top: 0;
    font-size: ${tokens.fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${tokens.colors.textMuted};
  }
  /* The name column stays while the numbers scroll under it (TableScroll pins it). */
  th:first-child,
  td:first-child {
    text-align: left;
  }
  thead th:first-child {
    z-index: 2;
  }
  .num {
    text-align: right;
  }
  tbody tr:last-child td {
    border-bottom: none;
  }
  tfoot td {
    font-weight: 700;
    border-top: 2px solid ${tokens.colors.border};
    border-bottom: none;
  }
`;

const SortButton = styled.button<{ $active: boolean }>`
  all: unset;
  cursor: pointer;
  color: ${(p) => (p.$active ? tokens.colors.primary : 'inherit')};
  font-weight: ${(p) => (p.$active ? 700 : 'inherit')};
  &:focus-visible {
    outline: 2px solid ${tokens.colors.focus};
  }
`;

export function StatTable<Row>({ caption, columns, rows, rowKey, sortable, sortKey, sortOrder = 'descending', onSort, footer, testId }: StatTableProps<Row>) {
  return (
    <Scroller label={caption} data-testid={testId}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => {
              const canSort = onSort && sortable?.includes(c.key);
              return (
                <th key={c.key} scope="col" data-col={c.key} className={c.numeric ? 'num' : undefined} title={c.title} aria-sort={canSort && sortKey === c.key ? sortOrder : undefined}>
                  {canSort ? (
                    <SortButton $active={sortKey === c.key} onClick={() => onSort(c.key)} aria-label={`Sort by ${c.title ?? c.label}`}>
                      {c.label}
                    </SortButton>
                  ) : (
                    c.label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={rowKey(row, i)}>
              {columns.map((c, ci) =>
                ci === 0 ? (
                  <th key={c.key} scope="row" data-col={c.key}>
                    {c.render(row)}
                  </th>
                ) : (
                  <td key={c.key} data-col={c.key} className={c.numeric ? 'num' : undefined}>
                    {c.render(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {footer ? <tfoot>{footer}</tfoot> : null}
      </Table>
    </Scroller>
  );
}
