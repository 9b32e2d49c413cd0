import { useEffect, useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { isNightTime } from './night-time';
import { themes } from './themes';

export const THEME_RECHECK_MS = 60_000;

export interface ThemeRootProps {
  children?: ReactNode;
  /** Forces a mode (tests, storybook); otherwise it follows the local clock. */
  mode?: 'day' | 'night';
  /** Remotes embedded in the host skip the global style the host already injected. */
  withGlobalStyle?: boolean;
}

export function ThemeRoot({ children, mode, withGlobalStyle = true }: ThemeRootProps) {
  const [night, setNight] = useState(() => isNightTime(new Date()));
  useEffect(() => {
    if (mode) return undefined;
    // Day turns into night while the app stays open, so the clock is re-read every minute.
    const id = setInterval(() => setNight(isNightTime(new Date())), THEME_RECHECK_MS);
    return () => clearInterval(id);
  }, [mode]);
  const theme = themes[mode ?? (night ? 'night' : 'day')];
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyle ? <GlobalStyle /> : null}
      {children}
    </ThemeProvider>
  );
}
