import { yieldToMain } from './boot/yield-to-main';

/**
 * ICU's date-time data, loaded on another core while the shell starts (see boot/warm-intl.ts). A browser that
 * refuses the worker loses only the head start.
 */
function warmIntlOffThread(): void {
  if (typeof Worker === 'undefined') return;
  try {
    const worker = new Worker(new URL('./boot/intl-warmup.worker.ts', import.meta.url), { name: 'intl-warmup' });
    const end = () => worker.terminate();
    worker.addEventListener('message', end);
    worker.addEventListener('error', end);
  } catch {
    // The main thread will load the data itself on its first date.
  }
}

/**
 * Async boundary: the federation runtime negotiates shared singletons before React loads. The start-up code is then
 * evaluated in separate tasks, not one (React DOM, the Intl warm-up worker, @bb/shared with its libraries, then the
 * shell): together they held a phone's main thread for over 200 ms, and a task that long delays any tap on the page.
 */
async function boot(): Promise<void> {
  await import('react-dom/client');
  await yieldToMain();
  // A task of its own: starting a worker costs the main thread a few milliseconds, enough to push a task past 50 ms.
  warmIntlOffThread();
  await yieldToMain();
  await import('@bb/shared');
  await yieldToMain();
  await import('./bootstrap');
}

boot().catch((error: unknown) => console.error('[shell] start-up failed', error));
