/** Longest wait for an idle moment: a busy phone still gets the deferred work soon after load. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` once the page has loaded and the main thread is idle, so work that nobody waits for
 * (the service worker, floating widgets) stays out of the first render's long tasks. Returns a cancel.
 */
export function afterLoadIdle(task: () => void, timeout = IDLE_TIMEOUT_MS): () => void {
  let cancelled = false;
  let cancelIdle = (): void => undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => !cancelled && task(), { timeout });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(() => !cancelled && task(), 1);
      cancelIdle = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    cancelIdle();
  };
}
