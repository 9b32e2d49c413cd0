export * from './night-time';
export * from './themes';
export * from './theme-vars';
export * from './GlobalStyle';
export * from './ThemeRoot';
export * from './contrast';
