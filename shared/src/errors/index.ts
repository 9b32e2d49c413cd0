export * from './error-reporter';
