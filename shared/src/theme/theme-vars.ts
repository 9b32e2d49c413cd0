import { themes, type AppTheme } from './themes';

/** The theme's groups of plain values: each value is also a CSS custom property, set by the global style. */
const GROUPS = ['colors', 'spacing', 'radii', 'fonts', 'fontSizes', 'fontWeights', 'iconSizes', 'elevation', 'layout'] as const;
type Group = (typeof GROUPS)[number];

export type ThemeTokens = { readonly [G in Group]: { readonly [K in keyof AppTheme[G]]: string } };

const propertyName = (group: Group, key: string) => `--bb-${group}-${key}`;

/**
 * The theme's values as `var(--bb-…)` references, for styled-components' CSS: `border: 1px solid ${tokens.colors.border}`.
 *
 * A styled component whose CSS holds a function (`${(p) => p.theme.colors.border}`) is dynamic: styled-components
 * runs its functions, joins and hashes its CSS on every render of every element. With plain strings it is static,
 * and its class is worked out once. On the league and play screens that work was a quarter to a third of every
 * render task on a phone. Day and night differ in colours and shadows only, and the global style switches the
 * properties, so a component need not re-render to change mode.
 */
export const tokens: ThemeTokens = Object.fromEntries(
  GROUPS.map((group) => [group, Object.fromEntries(Object.keys(themes.day[group]).map((key) => [key, `var(${propertyName(group, key)})`]))]),
) as unknown as ThemeTokens;

/** The declarations that give every token its value in `theme`, for a `:root` (or a shadow root's `:host`) rule. */
export function themeVariables(theme: AppTheme): string {
  return GROUPS.flatMap((group) => Object.entries(theme[group]).map(([key, value]) => `${propertyName(group, key)}: ${String(value)};`)).join('\n');
}
