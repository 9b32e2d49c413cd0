import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  ACTIVE_PLAN_MODAL_MODULE,
  Button,
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

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 50;
  display: grid;
  place-items: center;
  padding: 16px;
  background: rgba(4, 10, 22, 0.7);
`;

/** Guest modals are 480 px wide, 500 px from tablet up; the logged-in modal at least 768 px (spec §9). */
const Dialog = styled.div<{ $wide: boolean }>`
  position: relative;
  width: min(100%, ${({ $wide }) => ($wide ? 768 : 480)}px);
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  padding: 32px 24px 24px;
  border-radius: 16px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 16px 48px rgba(0, 0, 0, 0.4);
  text-align: center;
  @media (min-width: 768px) {
    width: min(100%, ${({ $wide }) => ($wide ? 768 : 500)}px);
  }
`;

const Title = styled.h2`
  margin: 0 0 20px;
  font-size: 20px;
  line-height: 1.3;
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  justify-content: center;
  flex-wrap: wrap;
`;

const CloseButton = styled.button`
  position: absolute;
  top: 8px;
  right: 8px;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: inherit;
  font-size: 18px;
  cursor: pointer;
`;

function ModalFrame({ labelId, wide, onClose, children }: { labelId: string; wide: boolean; onClose: () => void; children: ReactNode }) {
  const t = useT();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <Backdrop onClick={(event) => event.target === event.currentTarget && onClose()}>
      <Dialog role="dialog" aria-modal="true" aria-labelledby={labelId} $wide={wide}>
        <CloseButton type="button" aria-label={t('common.close')} onClick={onClose}>
          ✕
        </CloseButton>
        {children}
      </Dialog>
    </Backdrop>
  );
}

export function GuestModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const go = (to: string) => {
    onClose();
    navigate(to);
  };
  return (
    <ModalFrame labelId="guest-modal-title" wide={false} onClose={onClose}>
      <Title id="guest-modal-title">{t('guestModal.title')}</Title>
      <Actions>
        <Button onClick={() => go('/login')}>{t('guestModal.login')}</Button>
        <Button $variant="secondary" onClick={() => go('/signup')}>
          {t('guestModal.signup')}
        </Button>
      </Actions>
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
      <Title id={labelId}>{title}</Title>
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
 * The Active Plan modal after a checkout (spec §4), from mfe-account. Closing goes to the stored
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
