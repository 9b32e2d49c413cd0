import styled from 'styled-components';
import { tokens } from '@bb/shared';

/** The frame every widget card shares. */
export const CardShell = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${tokens.spacing.sm};
  padding: ${tokens.spacing.md};
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.surface};
  color: ${tokens.colors.text};
  cursor: pointer;
  &:hover {
    border-color: ${tokens.colors.primary};
  }
`;
