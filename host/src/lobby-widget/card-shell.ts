import styled from 'styled-components';

/** The frame every widget card shares. */
export const CardShell = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.spacing.sm};
  padding: ${(p) => p.theme.spacing.md};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  cursor: pointer;
  &:hover {
    border-color: ${(p) => p.theme.colors.primary};
  }
`;
