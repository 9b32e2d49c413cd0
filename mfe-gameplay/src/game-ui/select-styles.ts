import { css } from 'styled-components';

/** The look of every select on the game screens (setup, substitutions, the manager's settings). */
export const selectStyles = css`
  min-height: 40px;
  padding: 0 8px;
  border-radius: ${(p) => p.theme.radii.md};
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
`;
