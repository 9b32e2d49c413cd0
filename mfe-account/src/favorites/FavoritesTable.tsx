import styled from 'styled-components';
import { tokens } from '@bb/shared';

/** The favorites tables: full width, readable on a 375 px phone without sideways scrolling. */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${tokens.fontSizes.md};
  & th,
  & td {
    padding: ${tokens.spacing.sm};
    text-align: left;
    border-bottom: 1px solid ${tokens.colors.border};
    vertical-align: middle;
  }
  & th {
    font-size: ${tokens.fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${tokens.colors.textMuted};
  }
  & th:last-child,
  & td:last-child {
    text-align: center;
    width: 72px;
  }
  & tr[data-removed='true'] td:not(:last-child) {
    opacity: 0.55;
  }
  & a {
    color: ${tokens.colors.text};
    font-weight: 600;
  }
`;

export const Muted = styled.span`
  display: block;
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes.sm};
`;

const Star = styled.button<{ $on: boolean }>`
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${(p) => (p.$on ? '#f5a623' : tokens.colors.textMuted)};
  font-size: 24px;
  line-height: 1;
  cursor: pointer;
  &:disabled {
    opacity: 0.5;
    cursor: progress;
  }
  &:focus-visible {
    outline: 3px solid ${tokens.colors.focus};
  }
`;

export function StarButton({ on, busy, label, onClick }: { on: boolean; busy: boolean; label: string; onClick(): void }) {
  return (
    <Star type="button" $on={on} aria-pressed={on} aria-label={label} disabled={busy} onClick={onClick}>
      {on ? '★' : '☆'}
    </Star>
  );
}
