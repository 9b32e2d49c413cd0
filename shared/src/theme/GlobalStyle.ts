import { createGlobalStyle } from 'styled-components';
import { themeVariables } from './theme-vars';

export const GlobalStyle = createGlobalStyle`
  /* Every component reads the theme through these (theme-vars.ts): switching day and night rewrites this rule only. */
  :root { ${(p) => themeVariables(p.theme)} }
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    background: ${(p) => p.theme.colors.background};
    color: ${(p) => p.theme.colors.text};
    font-family: ${(p) => p.theme.fonts.body};
    font-size: ${(p) => p.theme.fontSizes.md};
    -webkit-font-smoothing: antialiased;
  }
  /* The browser's default link blue is unreadable on the night background; styled links set their own colour. */
  a { color: ${(p) => p.theme.colors.link}; }
  :focus-visible { outline: 3px solid ${(p) => p.theme.colors.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
