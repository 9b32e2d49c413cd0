import type { KyInstance } from 'ky';
import { getAppConfig } from '../config/app-config';
import { createApiClient } from './create-client';
import { CREDENTIAL_FREE_PAGES } from './session-guards';

/** Authenticated JSON client on the REST base. */
export const apiClient: KyInstance = createApiClient({
  base: () => getAppConfig().restBase,
  credentialFreePages: CREDENTIAL_FREE_PAGES.primary,
});

/** Authenticated JSON client on the second service base; only /login may call it without credentials. */
export const apiClient2: KyInstance = createApiClient({
  base: () => getAppConfig().serviceBase,
  credentialFreePages: CREDENTIAL_FREE_PAGES.secondary,
});

/** Unauthenticated JSON client on the REST base (login, sign-up, GOTD public data). */
export const publicClient: KyInstance = createApiClient({
  base: () => getAppConfig().restBase,
  credentialFreePages: null,
});
