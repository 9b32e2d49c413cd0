import styled from 'styled-components';
import { Page } from '@bb/shared';

/** Compact stat tables that scroll sideways on phones instead of squeezing. */
export const TableScroll = styled.div`
  width: 100%;
  overflow-x: auto;
  -webkit-overflow-scrolling: touch;
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
    position: sticky;
    left: 0;
    background: ${(p) => p.theme.colors.surface};
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
