import type { HubListener, RealtimeBus } from './events';

/** One API instance: events go straight to this process's listeners. */
export function createInProcessBus(): RealtimeBus {
  const listeners = new Set<HubListener>();
  return {
    kind: 'in-process',
    async publish(event) {
      // Async like Redis, so publishers never run stream writes inside their own transaction.
      queueMicrotask(() => {
        for (const l of [...listeners]) l(event);
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}
