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
export * from './ui';
export * from './game-header';
