export * from './analytics-tracker';
