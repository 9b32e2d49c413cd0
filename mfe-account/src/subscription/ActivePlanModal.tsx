import styled from 'styled-components';
import { Button, ModalFrame, ModalTitle, Spinner, media, type ActivePlanModalProps, tokens } from '@bb/shared';
import { ManageButton } from './ManageButton';
import { PlanSummary } from './PlanSummary';
import { trackPurchaseOnce } from './purchase-tracking';
import { subscriptionMessages } from './subscription-messages';
import { useActiveSubscription } from './use-active-subscription';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${tokens.spacing.sm};
  & > button {
    flex: 1 1 100%;
  }
  ${media.up('xs')} {
    & > button {
      flex: 0 1 220px;
    }
  }
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${tokens.spacing.lg};
`;

const Body = styled.p`
  margin: 0 0 ${tokens.spacing.lg};
`;

/**
 * The Active Plan modal, exposed to the host as mfe_account/ActivePlanModal: it reads
 * the subscription, marks the stored user subscribed, tells when the trial ends or the plan
 * renews, pushes the purchase event once and offers Manage.
 */
export default function ActivePlanModal({ sessionId, onClose, onPurchase }: ActivePlanModalProps) {
  const m = subscriptionMessages.useT();
  const state = useActiveSubscription(sessionId, (active) => {
    if (sessionId) trackPurchaseOnce(sessionId, active, onPurchase);
  });
  const loading = state.status === 'loading';
  return (
    <ModalFrame labelId="active-plan-modal-title" wide onClose={onClose}>
      <ModalTitle id="active-plan-modal-title">{m('activeTitle')}</ModalTitle>
      {loading ? (
        <Loading>
          <Spinner />
        </Loading>
      ) : null}
      {state.status === 'ready' ? <PlanSummary active={state.active} /> : null}
      {state.status === 'none' ? <Body>{m('activeFallback')}</Body> : null}
      <Actions>
        <ManageButton loading={loading} variant="secondary" />
        <Button onClick={onClose}>{m('continue')}</Button>
      </Actions>
    </ModalFrame>
  );
}
