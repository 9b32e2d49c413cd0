import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { Button, ModalFrame, tokens } from '@bb/shared';
import { gameUiMessages } from './game-ui-messages';

const Question = styled.p`
  margin: 0 0 ${tokens.spacing.lg};
  font-size: ${tokens.fontSizes.lg};
  line-height: 1.4;
`;
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${tokens.spacing.sm};
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
  // The frame focuses itself first (child effects run first); the safe answer takes focus after.
  useEffect(() => {
    noRef.current?.focus();
  }, []);
  return (
    <ModalFrame labelId={id} role="alertdialog" closeOnBackdrop={false} onClose={onCancel}>
      <Question id={id}>{message}</Question>
      <Actions>
        <Button ref={noRef} $variant="secondary" onClick={onCancel} disabled={busy}>
          {t('no')}
        </Button>
        <Button onClick={onConfirm} disabled={busy}>
          {t('yes')}
        </Button>
      </Actions>
    </ModalFrame>
  );
}
