export * from './et-date';
export * from './stats';
export * from './countdown';
export * from './use-server-countdown';
