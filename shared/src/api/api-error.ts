export type ApiErrorKind =
  /** Non-2xx answer. */
  | 'http'
  /** 2xx answer whose JSON data carries an `error` field. */
  | 'server-error-field'
  /** 401: session cleared, toast shown, redirected. */
  | 'unauthenticated'
  /** Authenticated call without credentials outside the allowed pages. */
  | 'cancelled'
  /** GOTD guest call to a blocked path. */
  | 'guest-blocked'
  /** Browser offline before sending, or the network failed. */
  | 'offline'
  | 'timeout'
  | 'aborted'
  | 'unknown';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status?: number;
  /** The server's error text from the response data, when there is one. */
  serverMessage?: string;
  data?: unknown;
  /** True when shared already told the user (toast/redirect); notifyError then stays silent. */
  handled?: boolean;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly serverMessage: string | undefined;
  readonly data: unknown;
  readonly handled: boolean;

  constructor(message: string, init: ApiErrorInit) {
    super(message, init.cause !== undefined ? { cause: init.cause } : undefined);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.data = init.data;
    this.handled = init.handled ?? false;
  }
}

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}

/** The server's error text in a response body: `{ error: 'text' }` or `{ error: { message } }`. */
export function serverErrorText(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const error = (data as { error?: unknown }).error;
  if (typeof error === 'string' && error.trim() !== '') return error;
  if (error && typeof error === 'object') {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

/** Any data with a (truthy) error field is a failure, whatever the HTTP status. */
export function hasErrorField(data: unknown): boolean {
  return !!data && typeof data === 'object' && !Array.isArray(data) && !!(data as { error?: unknown }).error;
}
