export * from './auth';
export * from './subscription';
export * from './search';
export * from './user';
export * from './player';
export * from './constants';
export * from './accounts-api';
export * from './stats-api';
