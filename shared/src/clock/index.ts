export * from './server-clock';
export * from './session-clock';
export * from './use-countdown';
export * from './Countdown';
