import { useId } from 'react';
import styled from 'styled-components';
import { Button, ModalFrame, ModalTitle } from '@bb/shared';
import { commonMessages } from './common-messages';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${(p) => p.theme.spacing.sm};
  margin-top: ${(p) => p.theme.spacing.lg};
`;

const Body = styled.p`
  margin: 0;
  line-height: 1.5;
`;

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before an action that cannot be undone from this screen (remove favorite, reset mail). */
export function ConfirmDialog({ title, message, confirmLabel, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const m = commonMessages.useT();
  const id = useId();
  return (
    <ModalFrame labelId={id} onClose={onCancel} closeDisabled={busy}>
      <ModalTitle id={id}>{title}</ModalTitle>
      <Body>{message}</Body>
      <Actions>
        <Button $variant="secondary" onClick={onCancel} disabled={busy}>
          {m('cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={busy}>
          {confirmLabel ?? m('yes')}
        </Button>
      </Actions>
    </ModalFrame>
  );
}
