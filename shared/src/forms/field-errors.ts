import { isApiError } from '../api/api-error';

/** The server's field errors (`{ error, errors: { field: message } }`), keyed by the request body's field names. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isApiError(error) || !error.data || typeof error.data !== 'object') return {};
  const errors = (error.data as { errors?: unknown }).errors;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(Object.entries(errors as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'));
}
