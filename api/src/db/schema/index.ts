export * from './ops';
export * from './lahman';
export * from './accounts';
export * from './games';
export * from './gotd';
export * from './payments';
export * from './notifications';
export * from './leagues';
