import { useEffect, useState } from 'react';
import type { SubscriptionPlan } from '@bb/shared';
import { fetchPlans } from './payments-api';

export type PlansState = { status: 'idle' } | { status: 'loading' } | { status: 'failed' } | { status: 'ready'; plans: SubscriptionPlan[] };

/** Plans are fetched when asked for (when the plan modal opens for a non-guest). */
export function usePlans(enabled: boolean): PlansState {
  const [state, setState] = useState<PlansState>({ status: enabled ? 'loading' : 'idle' });
  useEffect(() => {
    if (!enabled) {
      setState({ status: 'idle' });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    fetchPlans().then(
      (plans) => live && setState({ status: 'ready', plans: plans.filter((p) => p.interval === 'month' || p.interval === 'year') }),
      // Subscription reads fail silently; the modal shows that no plans are available.
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return state;
}
