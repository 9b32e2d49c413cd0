/** A set of callbacks; a throwing listener does not stop the others. */
export interface ListenerSet<T> {
  add(listener: (value: T) => void): () => void;
  emit(value: T): void;
  clear(): void;
  readonly size: number;
}

export function createListenerSet<T>(): ListenerSet<T> {
  const listeners = new Set<(value: T) => void>();
  return {
    add(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(value) {
      for (const l of [...listeners]) {
        try {
          l(value);
        } catch (error) {
          console.error('[realtime] listener failed', error);
        }
      }
    },
    clear: () => listeners.clear(),
    get size() {
      return listeners.size;
    },
  };
}
