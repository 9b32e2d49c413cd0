import { LOCAL_KEYS, safeClearStorage } from '../storage/local-keys';
import type { AuthRecord, SubscriptionChange } from './auth-record';
import { clearLogoutKeys, parseAuthRecord, readAuthRecord, writeAuthRecord } from './auth-storage';

export type AuthEvent = 'login' | 'logout' | 'sessionExpired' | 'subscriptionChanged' | 'change';
export type AuthListener = (state: AuthRecord | null) => void;

export interface AuthBus {
  getState(): AuthRecord | null;
  login(record: AuthRecord): void;
  logout(): void;
  sessionExpired(): void;
  subscriptionChanged(change: SubscriptionChange): void;
  on(event: AuthEvent, listener: AuthListener): () => void;
  /** Re-reads localStorage; for tests and for hosts that write the key directly. */
  reload(): void;
}

function createAuthBus(): AuthBus {
  let state: AuthRecord | null = typeof window === 'undefined' ? null : readAuthRecord();
  const listeners = new Map<AuthEvent, Set<AuthListener>>();

  const emit = (event: AuthEvent): void => {
    // Copy so a listener that unsubscribes during dispatch does not skip its neighbours.
    for (const l of [...(listeners.get(event) ?? [])]) l(state);
    if (event !== 'change') for (const l of [...(listeners.get('change') ?? [])]) l(state);
  };

  const bus: AuthBus = {
    getState: () => state,
    login(record) {
      state = record;
      writeAuthRecord(record);
      emit('login');
    },
    logout() {
      state = null;
      clearLogoutKeys();
      emit('logout');
    },
    sessionExpired() {
      state = null;
      // An expired session (HTTP 401) clears all of local storage, not just the logout keys.
      safeClearStorage();
      emit('sessionExpired');
    },
    subscriptionChanged({ isSubscribed, plan, subscription }) {
      if (!state) return;
      state = { ...state, user: { ...state.user, isSubscribed, plan, subscription } };
      writeAuthRecord(state);
      emit('subscriptionChanged');
    },
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    reload() {
      state = readAuthRecord();
      emit('change');
    },
  };

  if (typeof window !== 'undefined') {
    // Another tab logged in or out: follow it so both tabs agree on who is signed in.
    window.addEventListener('storage', (e: StorageEvent) => {
      if (e.key !== null && e.key !== LOCAL_KEYS.authToken) return;
      const next = e.key === null ? null : parseAuthRecord(e.newValue);
      const wasIn = state !== null;
      state = next;
      if (next) emit('login');
      else if (wasIn) emit('logout');
      else emit('change');
    });
  }

  return bus;
}

/** The one auth bus of the page: the host and all remotes share it through Module Federation. */
export const authBus: AuthBus = createAuthBus();
