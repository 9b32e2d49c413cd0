import styled from 'styled-components';
import { media } from '../theme/themes';

export const PageTitle = styled.h1`
  margin: 0 0 ${(p) => p.theme.spacing.md};
  font-family: ${(p) => p.theme.fonts.heading};
  font-size: ${(p) => p.theme.fontSizes.xl};
  color: ${(p) => p.theme.colors.text};
  ${media.up('tablet')} {
    font-size: ${(p) => p.theme.fontSizes.xxl};
  }
`;

/** Centered, mobile-first content column; the host's layout owns the single <main>. */
export const Page = styled.div`
  width: 100%;
  max-width: ${(p) => p.theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${(p) => p.theme.spacing.md};
  ${media.up('tablet')} {
    padding: ${(p) => p.theme.spacing.lg};
  }
  ${media.up('xl')} {
    padding: ${(p) => p.theme.spacing.xl};
  }
`;

export const Card = styled.section`
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.lg};
  padding: ${(p) => p.theme.spacing.md};
`;
