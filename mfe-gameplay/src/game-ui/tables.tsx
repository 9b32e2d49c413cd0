import styled from 'styled-components';
import { Page, TableScroll as SharedTableScroll, tokens } from '@bb/shared';

/** Compact stat tables scroll sideways on phones (shared scroller: pinned first column, swipe hint). */
export const TableScroll = styled(SharedTableScroll)`
  width: 100%;
  margin-bottom: ${tokens.spacing.md};
`;

export const StatGrid = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${tokens.fontSizes.md};
  font-variant-numeric: tabular-nums;
  caption {
    text-align: left;
    font-weight: 700;
    padding: ${tokens.spacing.xs} 0;
  }
  th,
  td {
    padding: 6px 8px;
    border-bottom: 1px solid ${tokens.colors.border};
    text-align: right;
    white-space: nowrap;
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
  thead th {
    font-size: ${tokens.fontSizes.sm};
    color: ${tokens.colors.textMuted};
    text-transform: uppercase;
  }
`;

/** The shared page column with room at the bottom for the floating lobby widget (fixed, bottom right). */
export const GamePage = styled(Page)`
  padding-bottom: 96px;
`;
