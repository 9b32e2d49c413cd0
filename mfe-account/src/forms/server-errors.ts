import { isApiError } from '@bb/shared';
import type { FieldErrors } from './use-form';

/** The `errors` map of a 400 answer (`{ error, errors: { field: message } }`), if any. */
export function serverFieldErrors<F extends string>(err: unknown, fields: readonly F[]): FieldErrors<F> {
  if (!isApiError(err) || !err.data || typeof err.data !== 'object') return {};
  const map = (err.data as { errors?: unknown }).errors;
  if (!map || typeof map !== 'object') return {};
  const found: FieldErrors<F> = {};
  for (const field of fields) {
    const message = (map as Record<string, unknown>)[field];
    if (typeof message === 'string' && message !== '') found[field] = message;
  }
  return found;
}
