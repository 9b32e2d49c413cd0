import { css } from 'styled-components';
import { tokens } from '@bb/shared';

/** The look of every select on the game screens (setup, substitutions, the manager's settings). */
export const selectStyles = css`
  min-height: 40px;
  padding: 0 8px;
  border-radius: ${tokens.radii.md};
  border: 1px solid ${tokens.colors.border};
  background: ${tokens.colors.surface};
  color: ${tokens.colors.text};
`;
