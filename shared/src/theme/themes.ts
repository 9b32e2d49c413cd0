/** Layout breakpoints in px (tablet is 768-991). */
export const breakpoints = {
  xs: 480,
  smMax: 767,
  tablet: 768,
  md: 960,
  mdWide: 980,
  tabletMax: 991,
  lgMax: 1023,
  lg: 1080,
  xl: 1280,
  xxl: 1920,
} as const;

export type Breakpoint = keyof typeof breakpoints;

export const media = {
  up: (bp: Breakpoint): string => `@media (min-width: ${breakpoints[bp]}px)`,
  down: (bp: Breakpoint): string => `@media (max-width: ${breakpoints[bp]}px)`,
} as const;

const shared = {
  spacing: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  radii: { sm: '4px', md: '8px', card: '14px', lg: '16px', pill: '999px', round: '50%' },
  fonts: {
    body: "'Roboto', system-ui, -apple-system, 'Segoe UI', sans-serif",
    heading: "'Oswald', 'Roboto', system-ui, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, monospace",
  },
  fontSizes: { sm: '12px', md: '14px', lg: '18px', xl: '24px', xxl: '32px' },
  fontWeights: { regular: 400, medium: 500, bold: 700 },
  /**
   * The type scale by role (IDENTITY.md). Sizes reuse `fontSizes` steps so old and new code agree; `heading` roles
   * use the condensed heading face.
   */
  typeScale: {
    display: { size: '32px', lineHeight: '40px', weight: 700, font: 'heading' },
    title: { size: '24px', lineHeight: '32px', weight: 700, font: 'heading' },
    heading: { size: '18px', lineHeight: '24px', weight: 700, font: 'body' },
    body: { size: '14px', lineHeight: '20px', weight: 400, font: 'body' },
    label: { size: '12px', lineHeight: '16px', weight: 700, font: 'body' },
    caption: { size: '12px', lineHeight: '16px', weight: 400, font: 'body' },
  },
  /** Illustration and monogram sizes: one step per use (inline, list row, card, hero). */
  iconSizes: { sm: '16px', md: '24px', lg: '40px', xl: '56px' },
  breakpoints,
  layout: { headerHeight: '72px', contentMaxWidth: '1280px' },
};

export interface ThemeColors {
  background: string;
  surface: string;
  text: string;
  textMuted: string;
  primary: string;
  primaryText: string;
  secondary: string;
  border: string;
  focus: string;
  success: string;
  /** Text on a success fill (badges such as "Best value" and "Real champion"). */
  successText: string;
  error: string;
  warn: string;
  info: string;
  /** Text on an info fill (banners). */
  infoText: string;
  /** The shell's header and menu stay brand navy in both modes. */
  headerBackground: string;
  headerText: string;
  /** Inline links: readable (>= 4.5:1) on background and surface. */
  link: string;
  /** The gold of highlights (hover borders, locks, the featured band); accentText is what sits on it. */
  accent: string;
  accentText: string;
}

/** Shadows by height; night uses deeper, tighter shadows since light ones vanish on dark surfaces. */
export interface Elevation {
  none: string;
  low: string;
  mid: string;
  high: string;
}

export interface AppTheme {
  mode: 'day' | 'night';
  colors: ThemeColors;
  spacing: typeof shared.spacing;
  radii: typeof shared.radii;
  fonts: typeof shared.fonts;
  fontSizes: typeof shared.fontSizes;
  fontWeights: typeof shared.fontWeights;
  typeScale: typeof shared.typeScale;
  iconSizes: typeof shared.iconSizes;
  elevation: Elevation;
  breakpoints: typeof breakpoints;
  layout: typeof shared.layout;
}

export const themes: { day: AppTheme; night: AppTheme } = {
  day: {
    mode: 'day',
    ...shared,
    colors: {
      background: '#f4f6fa',
      surface: '#ffffff',
      text: '#14213d',
      textMuted: '#55607a',
      primary: '#c8102e',
      primaryText: '#ffffff',
      secondary: '#14213d',
      border: '#d5dbe7',
      focus: '#1a73e8',
      success: '#1e7e34',
      successText: '#ffffff',
      error: '#c62828',
      warn: '#a05f00',
      info: '#1f4e8c',
      infoText: '#ffffff',
      headerBackground: '#0b1f3a',
      headerText: '#ffffff',
      link: '#1f4e8c',
      accent: '#f5c542',
      accentText: '#0b1f3a',
    },
    elevation: {
      none: 'none',
      low: '0 1px 2px rgba(11, 31, 58, 0.08)',
      mid: '0 2px 8px rgba(11, 31, 58, 0.12)',
      high: '0 8px 24px rgba(11, 31, 58, 0.18)',
    },
  },
  night: {
    mode: 'night',
    ...shared,
    colors: {
      background: '#0b1324',
      surface: '#16213a',
      text: '#eef2fa',
      textMuted: '#a8b3c9',
      primary: '#d93048', // white text on it stays >= 4.5:1 (links use `link`)
      primaryText: '#ffffff',
      secondary: '#eef2fa',
      border: '#2c3a58',
      focus: '#ffd54f',
      success: '#43a047',
      successText: '#0b1324',
      error: '#ef5350',
      warn: '#ffa726',
      info: '#64b5f6',
      infoText: '#0b1324',
      headerBackground: '#08162b',
      headerText: '#eef2fa',
      link: '#8ab4f8',
      accent: '#f5c542',
      accentText: '#0b1f3a',
    },
    elevation: {
      none: 'none',
      low: '0 1px 2px rgba(0, 0, 0, 0.4)',
      mid: '0 2px 8px rgba(0, 0, 0, 0.5)',
      high: '0 8px 24px rgba(0, 0, 0, 0.6)',
    },
  },
};

// Lives here (not in a .d.ts) so every app importing '@bb/shared' gets the typed theme.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface, and it adds nothing of its own
  export interface DefaultTheme extends AppTheme {}
}
