import { isHTTPError, isNetworkError, isTimeoutError, type AfterResponseHook, type BeforeErrorHook } from 'ky';
import { getErrorReporter, stripPasswords } from '../errors/error-reporter';
import { t } from '../i18n/i18n';
import { refreshOnlineStatus } from '../network/online-status';
import { toast } from '../toast/toast-bus';
import { ApiError, hasErrorField, serverErrorText } from './api-error';
import { handleUnauthenticated } from './session-guards';

async function readData(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    if (text === '') return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  } catch {
    return undefined;
  }
}

export interface ResponsePolicy {
  /** Public calls (login with a wrong password) must not wipe the session on 401. */
  handleUnauthenticated: boolean;
  /** The client's base, reported with 500 errors. */
  baseUrl: () => string;
}

export function createResponseHook(policy: ResponsePolicy): AfterResponseHook {
  return async ({ request, options, response }) => {
    if (response.status === 401 && policy.handleUnauthenticated) {
      handleUnauthenticated();
      return undefined;
    }
    if (response.status === 500) {
      getErrorReporter().report({
        message: t('errors.serverError500'),
        baseUrl: policy.baseUrl(),
        url: request.url,
        method: request.method,
        response: await readData(response),
        requestData: stripPasswords(options.body ?? null),
      });
      return undefined;
    }
    if (!response.ok) return undefined;
    const data = await readData(response);
    if (hasErrorField(data)) {
      const serverMessage = serverErrorText(data);
      throw new ApiError(serverMessage ?? t('errors.generic'), {
        kind: 'server-error-field',
        status: response.status,
        data,
        ...(serverMessage !== undefined ? { serverMessage } : {}),
      });
    }
    return undefined;
  };
}

/**
 * Every failure leaves a client as an ApiError, so callers handle one error type. A 401 is the
 * session-expiry path (already toasted and redirected) only on the authenticated clients; on the
 * public client it is an ordinary refusal (a wrong password) whose server text the caller shows.
 */
export function createErrorHook(policy: Pick<ResponsePolicy, 'handleUnauthenticated'>): BeforeErrorHook {
  return ({ error }) => {
    if (error instanceof ApiError) return error;
    if (isHTTPError(error)) {
      const status = error.response.status;
      const serverMessage = serverErrorText(error.data);
      const expired = status === 401 && policy.handleUnauthenticated;
      return new ApiError(serverMessage ?? error.message, {
        kind: expired ? 'unauthenticated' : 'http',
        status,
        data: error.data,
        handled: expired,
        cause: error,
        ...(serverMessage !== undefined ? { serverMessage } : {}),
      });
    }
    return otherError(error);
  };
}

/** The authenticated clients' error hook. */
export const toApiError: BeforeErrorHook = createErrorHook({ handleUnauthenticated: true });

function otherError(error: Error): ApiError {
  if (isNetworkError(error)) {
    refreshOnlineStatus();
    toast.error(t('errors.noInternet'));
    return new ApiError(t('errors.noInternet'), { kind: 'offline', handled: true, cause: error });
  }
  if (isTimeoutError(error)) return new ApiError(error.message, { kind: 'timeout', cause: error });
  if (error.name === 'AbortError') return new ApiError(error.message, { kind: 'aborted', cause: error });
  return new ApiError(error.message, { kind: 'unknown', cause: error });
}
