export * from './game-header-store';
export * from './use-game-header';
