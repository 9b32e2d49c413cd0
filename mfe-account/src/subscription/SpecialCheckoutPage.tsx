import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageTitle, tokens } from '@bb/shared';
import { checkoutReturnUrls } from './checkout-request';
import { createSpecialCheckoutSession } from './payments-api';
import { Panel } from './PaymentPage';
import { PlanPicker } from './PlanPicker';
import { subscriptionMessages } from './subscription-messages';
import { useCheckout, type ChosenPlan } from './use-checkout';
import { usePlans } from './use-plans';
import { AccountPage } from '../common/AccountPage';

const Lead = styled.p`
  margin: 0;
  color: ${tokens.colors.textMuted};
`;

/**
 * /special-checkout (public): a landing page for one offer, `?plan=<plan id>` preselected.
 * Its checkout goes through POST {payment prefix}/{planId}/_special-checkout-session; a guest
 * who presses Checkout is sent to /login without a toast (shared's credential rule: a call without credentials is cancelled, silently on this page).
 */
export default function SpecialCheckoutPage() {
  const m = subscriptionMessages.useT();
  const [params] = useSearchParams();
  const plans = usePlans(true);
  const wanted = params.get('plan');
  const offered = plans.status === 'ready' ? plans.plans.find((p) => p.id === wanted) : undefined;
  const create = useCallback((plan: ChosenPlan) => createSpecialCheckoutSession(plan.id, checkoutReturnUrls()), []);
  return (
    <AccountPage>
      <PageTitle>{m('specialTitle')}</PageTitle>
      <Panel>
        <Lead>{wanted && plans.status === 'ready' && !offered ? m('unknownPlan') : m('specialLead')}</Lead>
        {/* Keyed so a preselected offer is chosen once the plans have arrived. */}
        <SpecialPicker key={offered?.id ?? 'none'} plans={plans} create={create} initial={offered ? { id: offered.id, interval: offered.interval } : null} />
      </Panel>
    </AccountPage>
  );
}

function SpecialPicker({ plans, create, initial }: { plans: ReturnType<typeof usePlans>; create: (plan: ChosenPlan) => ReturnType<typeof createSpecialCheckoutSession>; initial: ChosenPlan | null }) {
  const checkout = useCheckout(create, undefined, initial);
  return <PlanPicker plans={plans} checkout={checkout} />;
}
