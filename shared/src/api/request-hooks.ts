import type { BeforeRequestHook } from 'ky';
import { getSessionKey } from '../auth/auth-record';
import { authBus } from '../auth/auth-bus';
import { isGotdGuestBlockedPath, isGuestRewritePath } from '@bb/contract';
import { t } from '../i18n/i18n';
import { isOnline } from '../network/online-status';
import { toast } from '../toast/toast-bus';
import { ApiError } from './api-error';
import { handleMissingCredentials, isCredentialFreePage } from './session-guards';

export interface AuthPolicy {
  /** Pages on which a credential-less call is still sent. */
  credentialFreePages: readonly string[];
}

function rejectOffline(): never {
  toast.error(t('errors.noInternet'));
  throw new ApiError(t('errors.noInternet'), { kind: 'offline', handled: true });
}

/** Guest calls go out without Authorization and with isGuest=true. */
async function asGuestRequest(request: Request): Promise<Request> {
  const url = new URL(request.url);
  url.searchParams.set('isGuest', 'true');
  const headers = new Headers(request.headers);
  headers.delete('Authorization');
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null;
  return new Request(url, {
    method: request.method,
    headers,
    // Re-reading the body avoids streaming-body rules (duplex) when cloning a Request.
    body: hasBody ? await request.clone().arrayBuffer() : null,
    signal: request.signal,
    credentials: request.credentials,
  });
}

/** Offline check only: used by the unauthenticated client. */
export const offlineGuard: BeforeRequestHook = () => {
  if (!isOnline()) rejectOffline();
};

/** Everything an authenticated client does before sending: the guest rules, the Bearer token, and cancelling a call that has no credentials. */
export function createAuthHook(policy: AuthPolicy): BeforeRequestHook {
  return async ({ request }) => {
    if (!isOnline()) rejectOffline();
    const record = authBus.getState();
    const gotdGuest = record?.isGotdGuestUser === true;
    const token = getSessionKey(record);

    if (gotdGuest && isGotdGuestBlockedPath(request.url)) {
      throw new ApiError(t('errors.guestAborted'), { kind: 'guest-blocked' });
    }
    if ((gotdGuest || !token) && isGuestRewritePath(request.url)) {
      return asGuestRequest(request);
    }
    if (token) {
      request.headers.set('Authorization', `Bearer ${token}`);
      return undefined;
    }
    if (isCredentialFreePage(policy.credentialFreePages)) return undefined;
    handleMissingCredentials();
    throw new ApiError(t('errors.requestCancelled'), { kind: 'cancelled', status: 401, handled: true });
  };
}
