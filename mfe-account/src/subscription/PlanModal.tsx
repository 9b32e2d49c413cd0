import styled from 'styled-components';
import { ModalFrame, ModalTitle, getRole, isGuestRole, useAuth, type PlanModalProps, tokens } from '@bb/shared';
import { PlanPicker } from './PlanPicker';
import { subscriptionMessages } from './subscription-messages';
import { useCheckout } from './use-checkout';
import { usePlans } from './use-plans';

const Lead = styled.p`
  margin: 0;
  color: ${tokens.colors.textMuted};
`;

/**
 * 'Choose your Baseball Max Plan', exposed to the host as mfe_account/PlanModal:
 * plans are fetched when it opens for a non-guest, Checkout waits for a chosen plan and stays
 * loading until the browser leaves for the provider.
 */
export default function PlanModal({ onClose }: PlanModalProps) {
  const m = subscriptionMessages.useT();
  const record = useAuth();
  const plans = usePlans(record !== null && !isGuestRole(getRole(record)));
  const checkout = useCheckout();
  return (
    <ModalFrame labelId="plan-modal-title" wide onClose={onClose} closeDisabled={checkout.loading}>
      <ModalTitle id="plan-modal-title">{m('planTitle')}</ModalTitle>
      <Lead>{m('planLead')}</Lead>
      <PlanPicker plans={plans} checkout={checkout} />
    </ModalFrame>
  );
}
