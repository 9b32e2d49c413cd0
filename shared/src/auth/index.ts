export * from './auth-record';
export * from './auth-storage';
export * from './auth-bus';
export * from './use-auth';
