import styled from 'styled-components';
import { statsMessages } from '../messages';
import { tokens } from '@bb/shared';

const Star = styled.button<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 0 14px;
  border: 2px solid ${(p) => (p.$on ? '#f3a712' : tokens.colors.border)};
  border-radius: ${tokens.radii.pill};
  background: ${(p) => (p.$on ? 'rgba(243, 167, 18, 0.14)' : tokens.colors.surface)};
  color: ${tokens.colors.text};
  font: 600 ${tokens.fontSizes.md} ${tokens.fonts.body};
  cursor: pointer;
  span {
    font-size: 18px;
    color: ${(p) => (p.$on ? '#f3a712' : tokens.colors.textMuted)};
  }
  &:disabled {
    opacity: 0.5;
    cursor: wait;
  }
  &:focus-visible {
    outline: 3px solid ${tokens.colors.focus};
  }
`;

/** The favourite toggle of the player and team pages; `on` undefined while the state loads. */
export function FavoriteButton({ on, busy, onToggle }: { on: boolean | undefined; busy: boolean; onToggle: () => void }) {
  const t = statsMessages.useT();
  return (
    <Star $on={on === true} aria-pressed={on === true} disabled={busy || on === undefined} onClick={onToggle} data-testid="favorite-toggle">
      <span aria-hidden>{on ? '★' : '☆'}</span>
      {on ? t('favorite.remove') : t('favorite.add')}
    </Star>
  );
}
