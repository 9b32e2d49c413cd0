import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  ACTIVE_PLAN_MODAL_MODULE,
  Button,
  ModalFrame,
  ModalTitle,
  PLAN_MODAL_MODULE,
  SectionUnavailable,
  Spinner,
  useT,
  type ActivePlanModalProps,
  type PlanModalProps,
  type PurchaseEvent,
} from '@bb/shared';
import { analytics } from '../analytics/analytics-adapter';
import { ANALYTICS_EVENTS } from '../analytics/analytics-events';
import { AccountModalBoundary, useAccountModule } from './account-modules';
import { useAccessModal } from './access-modal-store';
import { useLobbyEntry } from './checkout-return';
import { useAfterSignupPlans } from './after-signup';

const Actions = styled.div`
  display: flex;
  gap: 12px;
  justify-content: center;
  flex-wrap: wrap;
`;

const Centered = styled.div`
  text-align: center;
`;

export function GuestModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const go = (to: string) => {
    onClose();
    navigate(to);
  };
  return (
    <ModalFrame labelId="guest-modal-title" onClose={onClose}>
      <Centered>
        <ModalTitle id="guest-modal-title">{t('guestModal.title')}</ModalTitle>
        <Actions>
          <Button onClick={() => go('/login')}>{t('guestModal.login')}</Button>
          <Button $variant="secondary" onClick={() => go('/signup')}>
            {t('guestModal.signup')}
          </Button>
        </Actions>
      </Centered>
    </ModalFrame>
  );
}

interface AccountModalProps<P> {
  exposed: string;
  labelId: string;
  title: string;
  /** The shell's frame closes with this while the remote is loading or unavailable. */
  onClose(): void;
  props: P;
}

/**
 * Renders an account modal loaded from mfe-account at runtime. Until it arrives the shell shows
 * the titled frame with a spinner; when the remote cannot load (or crashes) the same frame
 * holds "This section is unavailable" with Retry, and the rest of the page keeps working.
 */
function AccountModal<P extends object>({ exposed, labelId, title, onClose, props }: AccountModalProps<P>) {
  const { state, retry, retrying } = useAccountModule<P>(exposed);
  const frame = (body: ReactNode) => (
    <ModalFrame labelId={labelId} wide onClose={onClose}>
      <ModalTitle id={labelId}>{title}</ModalTitle>
      {body}
    </ModalFrame>
  );
  if (state.status === 'loading') return frame(<Spinner />);
  const unavailable = frame(<SectionUnavailable onRetry={retry} retrying={retrying} />);
  if (state.status === 'failed') return unavailable;
  const { Component } = state;
  return (
    <AccountModalBoundary name={exposed} fallback={unavailable}>
      <Component {...props} />
    </AccountModalBoundary>
  );
}

/** 'Choose your Baseball Max Plan', from mfe-account (plans, checkout, redirect to the provider). */
export function PlanModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  return <AccountModal<PlanModalProps> exposed={PLAN_MODAL_MODULE} labelId="plan-modal-title" title={t('planModal.title')} onClose={onClose} props={{ onClose }} />;
}

const trackPurchase = (event: PurchaseEvent) => analytics.track(ANALYTICS_EVENTS.purchase, { ...event });

/**
 * The Active Plan modal after a checkout, from mfe-account. Closing goes to the stored
 * redirect path if one was set, once: the path is then forgotten.
 */
export function ActivePlanModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const intendedPath = useAccessModal((state) => state.intendedPath);
  const sessionId = useAccessModal((state) => state.checkoutSessionId);
  const clearIntendedPath = useAccessModal((state) => state.clearIntendedPath);
  const close = () => {
    onClose();
    if (intendedPath) {
      clearIntendedPath();
      navigate(intendedPath);
    }
  };
  return (
    <AccountModal<ActivePlanModalProps>
      exposed={ACTIVE_PLAN_MODAL_MODULE}
      labelId="active-plan-modal-title"
      title={t('activePlan.title')}
      onClose={close}
      props={{ sessionId, onClose: close, onPurchase: trackPurchase }}
    />
  );
}

/** The access modal asked for (guard, /lobby entry, after signup), if any. */
export function AccessModals() {
  useLobbyEntry();
  useAfterSignupPlans();
  const modal = useAccessModal((state) => state.modal);
  const close = useAccessModal((state) => state.close);
  if (modal === 'guest') return <GuestModal onClose={close} />;
  if (modal === 'plans') return <PlanModal onClose={close} />;
  if (modal === 'activePlan') return <ActivePlanModal onClose={close} />;
  return null;
}
