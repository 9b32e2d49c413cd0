import { useSyncExternalStore } from 'react';
import type { AuthRecord } from './auth-record';
import { authBus } from './auth-bus';

const subscribe = (onChange: () => void): (() => void) => authBus.on('change', onChange);

/** The current stored auth record, re-rendering on login, logout, expiry and subscription changes. */
export function useAuth(): AuthRecord | null {
  return useSyncExternalStore(subscribe, authBus.getState, () => null);
}
