interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task of the event loop, so the work after it starts a new task instead of lengthening the
 * current one: the browser may paint and handle input in between. `scheduler.yield()` where the browser has it (it
 * resumes ahead of other queued tasks), a zero timeout elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
