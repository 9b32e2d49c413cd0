import styled from 'styled-components';
import { tokens } from '@bb/shared';

/** A titled block of the summary page. */
export const Panel = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.spacing.sm};
  align-content: start;
  min-width: 0;
  padding: ${tokens.spacing.md};
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radii.lg};
  background: ${tokens.colors.surface};
  h2 {
    margin: 0;
    font: 600 ${tokens.fontSizes.lg} ${tokens.fonts.heading};
  }
  p {
    margin: 0;
  }
`;

export const Muted = styled.p`
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes.md};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.spacing.sm};
`;
