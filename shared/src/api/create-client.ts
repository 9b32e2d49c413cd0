import ky, { type KyInstance, type Options } from 'ky';
import { createAuthHook, offlineGuard } from './request-hooks';
import { createErrorHook, createResponseHook } from './response-hooks';

export interface ClientSpec {
  /** Read on every request: configureApp may run after the clients were imported. */
  base: () => string;
  /** null for the unauthenticated client. */
  credentialFreePages: readonly string[] | null;
}

/** Relative bases resolve against the page, as a browser would; ky itself needs a full URL outside browsers. */
export function absoluteBase(base: string): string {
  if (typeof window === 'undefined' || /^[a-z][a-z\d+.-]*:/i.test(base)) return base;
  return new URL(base, window.location.href).href;
}

export function createApiClient(spec: ClientSpec, extra: Options = {}): KyInstance {
  const authenticated = spec.credentialFreePages !== null;
  return ky.create({
    // Retries would repeat 500 reports and delay the 401 redirect; callers retry explicitly.
    retry: 0,
    ...extra,
    headers: { accept: 'application/json', ...(extra.headers as Record<string, string> | undefined) },
    hooks: {
      init: [
        (options) => {
          options.prefix = absoluteBase(spec.base());
        },
      ],
      beforeRequest: [authenticated ? createAuthHook({ credentialFreePages: spec.credentialFreePages! }) : offlineGuard],
      afterResponse: [createResponseHook({ handleUnauthenticated: authenticated, baseUrl: spec.base })],
      beforeError: [createErrorHook({ handleUnauthenticated: authenticated })],
    },
  });
}
