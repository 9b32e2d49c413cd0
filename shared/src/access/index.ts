export * from './path-match';
export * from './routes';
export * from './roles';
export * from './guest-api-paths';
export * from './route-access';
