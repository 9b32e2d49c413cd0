import { useSyncExternalStore } from 'react';

type Listener = (online: boolean) => void;

const listeners = new Set<Listener>();
let online = typeof navigator === 'undefined' ? true : navigator.onLine !== false;
let attached = false;

function set(next: boolean): void {
  if (next === online) return;
  online = next;
  for (const l of [...listeners]) l(online);
}

// Attached lazily so importing shared in a non-browser context has no side effects.
function attach(): void {
  if (attached || typeof window === 'undefined') return;
  attached = true;
  window.addEventListener('online', () => set(true));
  window.addEventListener('offline', () => set(false));
}
attach();

export function isOnline(): boolean {
  return online;
}

export function subscribeOnline(listener: Listener): () => void {
  attach();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Re-reads navigator.onLine, e.g. after a failed request, in case an event was missed. */
export function refreshOnlineStatus(): boolean {
  if (typeof navigator !== 'undefined') set(navigator.onLine !== false);
  return online;
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
