export * from './roles';
export * from './route-access';
