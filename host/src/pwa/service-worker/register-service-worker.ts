/**
 * A service worker registers and offers a reload when new content is
 * ready; if the worker file is missing (404) or not a script it is
 * unregistered and the page reloads; offline at check time is only logged.
 */
export type CheckResult = 'registered' | 'invalid' | 'offline' | 'unsupported';

export interface ServiceWorkerDeps {
  container: ServiceWorkerContainer | undefined;
  fetchFn: typeof fetch;
  reload: () => void;
  log: (message: string) => void;
}

export interface ServiceWorkerCallbacks {
  /** A new worker is installed and waiting while an older one controls the page. */
  onUpdateReady?: (registration: ServiceWorkerRegistration) => void;
}

export const SERVICE_WORKER_URL = '/sw.js';
export const OFFLINE_MESSAGE = 'No internet connection found. App is running in offline mode.';

function browserDeps(): ServiceWorkerDeps {
  return {
    container: typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    fetchFn: (...args) => fetch(...args),
    reload: () => window.location.reload(),
    log: (message) => console.info(`[sw] ${message}`),
  };
}

/** Checks that the worker file is a script, then registers it (or cleans up a stale registration). */
export async function checkAndRegister(
  swUrl: string,
  callbacks: ServiceWorkerCallbacks = {},
  deps: ServiceWorkerDeps = browserDeps(),
): Promise<CheckResult> {
  const { container } = deps;
  if (!container) return 'unsupported';

  let response: Response;
  try {
    response = await deps.fetchFn(swUrl, { headers: { 'Service-Worker': 'script' }, cache: 'no-store' });
  } catch {
    deps.log(OFFLINE_MESSAGE);
    return 'offline';
  }

  const contentType = response.headers.get('content-type') ?? '';
  if (response.status === 404 || !contentType.includes('javascript')) {
    const existing = await container.getRegistration();
    if (existing) {
      await existing.unregister();
      deps.reload();
    }
    return 'invalid';
  }

  const registration = await container.register(swUrl);
  watchForUpdates(registration, container, callbacks);
  return 'registered';
}

/** Calls onUpdateReady for a worker already waiting, and for each one that finishes installing later. */
export function watchForUpdates(
  registration: ServiceWorkerRegistration,
  container: ServiceWorkerContainer,
  callbacks: ServiceWorkerCallbacks,
): void {
  const notify = () => {
    // Without a controller this is the first install: nothing to refresh.
    if (registration.waiting && container.controller) callbacks.onUpdateReady?.(registration);
  };
  notify();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') notify();
    });
  });
}

/** Activates the waiting worker, then reloads once it controls the page. */
export function applyUpdate(registration: ServiceWorkerRegistration, deps: ServiceWorkerDeps = browserDeps()): void {
  const waiting = registration.waiting;
  if (!waiting || !deps.container) {
    deps.reload();
    return;
  }
  let reloaded = false;
  deps.container.addEventListener('controllerchange', () => {
    if (reloaded) return;
    reloaded = true;
    deps.reload();
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

/** Production entry point: registers after the page has loaded, so the worker never delays first paint. */
export function registerServiceWorker(callbacks: ServiceWorkerCallbacks = {}): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const start = () => {
    checkAndRegister(SERVICE_WORKER_URL, callbacks).catch((error: unknown) => console.error('[sw] registration failed', error));
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
