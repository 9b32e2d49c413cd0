import styled from 'styled-components';
import { Card, PageTitle, Spinner, media, tokens } from '@bb/shared';
import { ManageButton } from './ManageButton';
import { PlanPicker } from './PlanPicker';
import { PlanSummary } from './PlanSummary';
import { subscriptionMessages } from './subscription-messages';
import { useActiveSubscription } from './use-active-subscription';
import { useCheckout } from './use-checkout';
import { usePlans } from './use-plans';
import { AccountPage } from '../common/AccountPage';

export const Panel = styled(Card)`
  max-width: 840px;
  ${media.up('tablet')} {
    padding: ${tokens.spacing.xl};
  }
`;

const Lead = styled.p`
  margin: 0;
  color: ${tokens.colors.textMuted};
`;

function Plans() {
  const m = subscriptionMessages.useT();
  const plans = usePlans(true);
  const checkout = useCheckout();
  return (
    <Panel>
      <Lead>{m('notSubscribed')}</Lead>
      <PlanPicker plans={plans} checkout={checkout} />
    </Panel>
  );
}

/** /payment, the menu's Subscription page: the current plan and Manage, or the plans to choose from. */
export default function PaymentPage() {
  const m = subscriptionMessages.useT();
  const state = useActiveSubscription(null);
  return (
    <AccountPage>
      <PageTitle>{m('pageTitle')}</PageTitle>
      {state.status === 'loading' ? <Spinner /> : null}
      {state.status === 'ready' ? (
        <Panel>
          <PlanSummary active={state.active} />
          <ManageButton loading={false} />
        </Panel>
      ) : null}
      {state.status === 'none' ? <Plans /> : null}
    </AccountPage>
  );
}
