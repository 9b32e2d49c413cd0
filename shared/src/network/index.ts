export * from './online-status';
export * from './OfflineBanner';
