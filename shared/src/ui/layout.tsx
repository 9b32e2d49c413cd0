import styled from 'styled-components';
import { media } from '../theme/themes';
import { tokens } from '../theme/theme-vars';

export const PageTitle = styled.h1`
  margin: 0 0 ${tokens.spacing.md};
  font-family: ${tokens.fonts.heading};
  font-size: ${tokens.fontSizes.xl};
  color: ${tokens.colors.text};
  ${media.up('tablet')} {
    font-size: ${tokens.fontSizes.xxl};
  }
`;

/** Centered, mobile-first content column; the host's layout owns the single <main>. */
export const Page = styled.div`
  width: 100%;
  max-width: ${tokens.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${tokens.spacing.md};
  ${media.up('tablet')} {
    padding: ${tokens.spacing.lg};
  }
  ${media.up('xl')} {
    padding: ${tokens.spacing.xl};
  }
`;

export const Card = styled.section`
  background: ${tokens.colors.surface};
  color: ${tokens.colors.text};
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radii.lg};
  padding: ${tokens.spacing.md};
`;
