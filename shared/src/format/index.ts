export * from './et-date';
export * from './stats';
export * from './countdown';
