import styled from 'styled-components';
import { selectStyles } from './select-styles';
import { tokens } from '@bb/shared';

// The controls of the game screens' forms (team choice, lineups, invitations): one look, touch targets of 44 px.

export const TabRow = styled.div`
  display: flex;
  gap: 6px;
  overflow-x: auto;
  padding-bottom: 4px;
  margin-bottom: ${tokens.spacing.sm};
  scrollbar-width: thin;
`;

export const TabButton = styled.button<{ $active: boolean }>`
  flex: 0 0 auto;
  min-height: 44px;
  padding: 0 12px;
  border-radius: ${tokens.radii.pill};
  border: 1px solid ${(p) => (p.$active ? tokens.colors.primary : tokens.colors.border)};
  background: ${(p) => (p.$active ? tokens.colors.primary : tokens.colors.surface)};
  color: ${(p) => (p.$active ? tokens.colors.primaryText : tokens.colors.text)};
  font: 600 ${tokens.fontSizes.md} ${tokens.fonts.body};
  cursor: pointer;
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${tokens.colors.focus};
  }
`;

export const Field = styled.label`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 4px;
  font-weight: 600;
  font-size: ${tokens.fontSizes.md};
  select {
    ${selectStyles}
    min-height: 44px;
    font: 400 ${tokens.fontSizes.md} ${tokens.fonts.body};
    width: 100%;
    min-width: 0;
  }
`;

export const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.spacing.sm};
  align-items: center;
  legend {
    font-weight: 700;
    margin-bottom: 4px;
  }
  label {
    display: inline-flex;
    gap: 6px;
    align-items: center;
    min-height: 44px;
  }
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.spacing.md};
  /* Grid items default to min-width: auto; the scrolling tab rows must not widen the page. */
  & > * {
    min-width: 0;
  }
  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

export const Stack = styled.div`
  display: grid;
  gap: ${tokens.spacing.md};
`;

/** Left-aligned: the floating lobby widget sits at the bottom right. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.spacing.sm};
`;
