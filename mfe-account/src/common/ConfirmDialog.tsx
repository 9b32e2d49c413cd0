import { Button, ModalDialog } from '@bb/shared';
import { commonMessages } from './common-messages';

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
  return (
    <ModalDialog
      title={title}
      busy={busy}
      onClose={onCancel}
      actions={
        <>
          <Button $variant="secondary" onClick={onCancel} disabled={busy}>
            {m('cancel')}
          </Button>
          <Button onClick={onConfirm} disabled={busy}>
            {confirmLabel ?? m('yes')}
          </Button>
        </>
      }
    >
      <p>{message}</p>
    </ModalDialog>
  );
}
