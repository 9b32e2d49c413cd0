import styled from 'styled-components';

/** A titled block of the summary page. */
export const Panel = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.spacing.sm};
  align-content: start;
  min-width: 0;
  padding: ${(p) => p.theme.spacing.md};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.surface};
  h2 {
    margin: 0;
    font: 600 ${(p) => p.theme.fontSizes.lg} ${(p) => p.theme.fonts.heading};
  }
  p {
    margin: 0;
  }
`;

export const Muted = styled.p`
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.md};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.spacing.sm};
`;
