export * from './api-error';
export * from './error-message';
export * from './session-guards';
export * from './create-client';
export * from './clients';
export { HTTPError, isHTTPError } from 'ky';
export type { KyInstance, Options as RequestOptions } from 'ky';
