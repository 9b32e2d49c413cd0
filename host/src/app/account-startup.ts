import { useEffect } from 'react';
import { accountUserId, authBus, useAuth, type AuthRecord } from '@bb/shared';
import { applyAccountStatus, fetchAccountStatus } from '../access/account-status';
import { useAdminFlag } from '../access/admin-flag';
import { fetchServerPreferences, usePreferences } from '../menu/preferences';

let started: { userId: string | number; done: Promise<void> } | null = null;

// A logout, an expiry or another user's login: the next login of anyone, the same user included, loads again.
authBus.on('change', (state) => {
  if (started && accountUserId(state) !== started.userId) started = null;
});

/**
 * The startup calls of a logged-in user (admin status, subscription status, preferences): all at
 * once, and their answers applied together so the shell re-renders once instead of once per answer.
 * The shell starts them when it mounts, beside the navigator it registers (a 401 answer needs it to reach
 * /login without a reload), and again on every login. Failures are silent and keep what is stored.
 */
export function startAccountStartup(record: AuthRecord | null): Promise<void> {
  const userId = accountUserId(record);
  if (userId === null || !record) return Promise.resolve();
  if (started?.userId === userId) return started.done;
  const done = Promise.all([fetchAccountStatus(record), fetchServerPreferences(userId).catch(() => null)]).then(([status, preferences]) => {
    const current = authBus.getState();
    // A logout or another login while the calls ran: these answers are someone else's.
    if (!current || accountUserId(current) !== userId) return;
    if (preferences) usePreferences.getState().apply(preferences);
    applyAccountStatus(current, status, useAdminFlag.getState().setAdmin);
  });
  started = { userId, done };
  return done;
}

/** The shell's side: once per logged-in user (a login after the page opened included). */
export function useAccountStartupLoad(): void {
  const record = useAuth();
  const userId = accountUserId(record);
  useEffect(() => {
    void startAccountStartup(record);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per logged-in user
  }, [userId]);
}
