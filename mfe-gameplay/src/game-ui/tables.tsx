import styled from 'styled-components';
import { Page, TableScroll as SharedTableScroll } from '@bb/shared';

/** Compact stat tables scroll sideways on phones (shared scroller: pinned first column, swipe hint). */
export const TableScroll = styled(SharedTableScroll)`
  width: 100%;
  margin-bottom: ${(p) => p.theme.spacing.md};
`;

export const StatGrid = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${(p) => p.theme.fontSizes.md};
  font-variant-numeric: tabular-nums;
  caption {
    text-align: left;
    font-weight: 700;
    padding: ${(p) => p.theme.spacing.xs} 0;
  }
  th,
  td {
    padding: 6px 8px;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    text-align: right;
    white-space: nowrap;
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
  thead th {
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.textMuted};
    text-transform: uppercase;
  }
`;

/** The shared page column with room at the bottom for the floating lobby widget (fixed, bottom right). */
export const GamePage = styled(Page)`
  padding-bottom: 96px;
`;
