import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, useT } from '@bb/shared';
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

/** Placeholder for the plan-selection modal; mfe-account brings the real one with payment. */
export function PlanModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <ModalFrame labelId="plan-modal-title" wide onClose={onClose}>
      <Title id="plan-modal-title">{t('planModal.title')}</Title>
      <p>{t('planModal.body')}</p>
    </ModalFrame>
  );
}

/**
 * Placeholder for the Active Plan modal after a checkout (spec §4); mfe-account brings the real
 * one (subscription fetch, renewal text, Manage). Closing goes to the stored redirect path if set.
 */
export function ActivePlanModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const intendedPath = useAccessModal((state) => state.intendedPath);
  const close = () => {
    onClose();
    if (intendedPath) navigate(intendedPath);
  };
  return (
    <ModalFrame labelId="active-plan-modal-title" wide onClose={close}>
      <Title id="active-plan-modal-title">{t('activePlan.title')}</Title>
      <p>{t('activePlan.body')}</p>
    </ModalFrame>
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
