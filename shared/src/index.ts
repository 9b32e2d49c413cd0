// The public API of @bb/shared: apps import only from here, so this file is the contract.
export * from './config/app-config';
export * from './navigation/navigator';
export * from './storage/local-keys';
export * from './auth';
export * from './toast';
export * from './errors';
export * from './network';
export * from './api';
export * from './access';
export * from './i18n';
export * from './theme';
export * from './format';
export * from './contract';
// Two modules name a GameMode: the game's mode (contract) wins; the header's marker type stays reachable by its store.
export type { GameMode } from './contract';
export * from './ui';
export * from './game-header';
export * from './game-events';
export * from './baseball-ui';
export * from './contract/account-modals';
export * from './realtime';
export * from './analytics';
export * from './parcels';
