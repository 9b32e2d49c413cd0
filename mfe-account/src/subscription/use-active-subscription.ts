import { useEffect, useState } from 'react';
import { authBus, serverNow, useAuth, type ActiveSubscription } from '@bb/shared';
import { fetchActiveSubscription } from './payments-api';

export type ActiveState = { status: 'loading' } | { status: 'none' } | { status: 'ready'; active: ActiveSubscription };

/**
 * Reads the user's subscription and, when there is one, marks the stored user subscribed with
 * its plan and subscription on the auth bus, so routing opens up without a reload.
 * Failures are silent: loading stops.
 */
export function useActiveSubscription(sessionId: string | null, onLoaded?: (active: ActiveSubscription) => void): ActiveState {
  const record = useAuth();
  const userId = record?.user?.id;
  const [state, setState] = useState<ActiveState>({ status: 'loading' });
  useEffect(() => {
    if (userId === undefined || userId === null) {
      setState({ status: 'none' });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    fetchActiveSubscription(userId, sessionId).then(
      (active) => {
        if (!live) return;
        const ended = active.subscription.status === 'canceled' && active.subscription.current_period_end * 1000 < serverNow();
        authBus.subscriptionChanged({ isSubscribed: !ended, plan: active.plan, subscription: active.subscription });
        setState({ status: 'ready', active });
        onLoaded?.(active);
      },
      () => live && setState({ status: 'none' }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one read per user and session
  }, [userId, sessionId]);
  return state;
}
