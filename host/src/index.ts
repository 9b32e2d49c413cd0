import { yieldToMain } from './boot/yield-to-main';

/**
 * Async boundary: the federation runtime negotiates shared singletons before React loads. The start-up code is then
 * evaluated in three tasks, not one (React DOM, then @bb/shared with its libraries, then the shell): together they
 * held a phone's main thread for over 200 ms, and a task that long delays any tap on the page.
 */
async function boot(): Promise<void> {
  await import('react-dom/client');
  await yieldToMain();
  await import('@bb/shared');
  await yieldToMain();
  await import('./bootstrap');
}

boot().catch((error: unknown) => console.error('[shell] start-up failed', error));
