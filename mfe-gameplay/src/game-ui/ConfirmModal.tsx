import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '@bb/shared';
import { gameUiMessages } from './game-ui-messages';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 70;
  display: grid;
  place-items: center;
  padding: ${(p) => p.theme.spacing.md};
  background: rgba(4, 10, 22, 0.7);
`;
const Dialog = styled.div`
  width: min(100%, 480px);
  padding: ${(p) => p.theme.spacing.lg};
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  box-shadow: 0 16px 48px rgba(0, 0, 0, 0.4);
  @media (min-width: 768px) {
    width: min(100%, 500px);
  }
  p {
    margin: 0 0 ${(p) => p.theme.spacing.lg};
    font-size: ${(p) => p.theme.fontSizes.lg};
    line-height: 1.4;
  }
`;
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${(p) => p.theme.spacing.sm};
`;

export interface ConfirmModalProps {
  message: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Spec confirm modal: the question, Yes and No; Escape answers No. */
export function ConfirmModal({ message, busy = false, onConfirm, onCancel }: ConfirmModalProps) {
  const t = gameUiMessages.useT();
  const id = useId();
  const noRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    noRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onCancel();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onCancel]);
  return (
    <Backdrop>
      <Dialog role="alertdialog" aria-modal="true" aria-labelledby={id}>
        <p id={id}>{message}</p>
        <Actions>
          <Button ref={noRef} $variant="secondary" onClick={onCancel} disabled={busy}>
            {t('no')}
          </Button>
          <Button onClick={onConfirm} disabled={busy}>
            {t('yes')}
          </Button>
        </Actions>
      </Dialog>
    </Backdrop>
  );
}
