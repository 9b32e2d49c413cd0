export * from './ops';
export * from './lahman';
export * from './accounts';
