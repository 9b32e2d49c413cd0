import { createGlobalStyle } from 'styled-components';

/**
 * The height of a bar fixed to the bottom of the screen (a tab bar, game
 * controls), published as a CSS variable so floating things (the lobby widget)
 * dock above it instead of covering it, without knowing who drew it.
 */
export const BOTTOM_BAR_VAR = '--bb-bottom-bar';

/** Rendered by a bottom bar while it is shown; `hiddenFrom` is the width from which the bar hides itself. */
export const BottomBarInset = createGlobalStyle<{ $height: number; $hiddenFrom?: number }>`
  :root {
    ${BOTTOM_BAR_VAR}: ${(p) => p.$height}px;
  }
  ${(p) => (p.$hiddenFrom ? `@media (min-width: ${p.$hiddenFrom}px) { :root { ${BOTTOM_BAR_VAR}: 0px; } }` : '')}
`;

/** The current inset in px (0 when no bar is shown). */
export function bottomBarInset(): number {
  if (typeof document === 'undefined') return 0;
  const value = Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue(BOTTOM_BAR_VAR));
  return Number.isFinite(value) ? value : 0;
}
