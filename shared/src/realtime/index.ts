export * from './realtime-channel';
export * from './server-channel';
export * from './firebase-channel';
export * from './select-channel';
export * from './use-ticketed-stream';
export * from './site-channel';
