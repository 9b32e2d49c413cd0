import type { QueryClient } from '@tanstack/react-query';
import type { AuthBus } from '../auth/auth-bus';
import { getSessionKey } from '../auth/auth-record';

/**
 * Answers belong to the session that asked: after a login, a logout or an expired session, nothing cached may show
 * to the next user. Screens still mounted load again under the new session; a changed subscription only makes every
 * answer stale (what the user may see changed, who he is did not).
 */
export function forgetOnUserChange(client: QueryClient, bus: Pick<AuthBus, 'getState' | 'on'>): () => void {
  let key = getSessionKey(bus.getState());
  const offs = [
    bus.on('change', (state) => {
      const next = getSessionKey(state);
      if (next === key) return;
      key = next;
      client.removeQueries({ type: 'inactive' });
      void client.resetQueries({ type: 'active' });
    }),
    bus.on('subscriptionChanged', () => void client.invalidateQueries()),
  ];
  return () => offs.forEach((off) => off());
}
