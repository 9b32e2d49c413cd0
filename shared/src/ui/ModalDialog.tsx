import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { ModalFrame, ModalTitle } from './ModalFrame';
import { tokens } from '../theme/theme-vars';

/** A dialog's buttons, the main one last (on the right). */
export const ModalActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${tokens.spacing.sm};
  margin-top: ${tokens.spacing.lg};
`;

const Body = styled.div`
  display: grid;
  gap: ${tokens.spacing.sm};
  line-height: 1.5;
  p,
  ul {
    margin: 0;
  }
`;

export interface ModalDialogProps {
  title: string;
  children: ReactNode;
  /** The buttons under the body; a form that submits from inside its body puts its own ModalActions there. */
  actions?: ReactNode;
  /** Mid-request: Escape, the backdrop and ✕ do not close it. */
  busy?: boolean;
  onClose(): void;
  /** Off when the actions include a Close of their own. */
  showClose?: boolean;
  wide?: boolean;
}

/** A titled modal dialog (the title labels it), its body and its actions: confirmations, summaries, small forms. */
export function ModalDialog({ title, children, actions, busy = false, onClose, showClose, wide }: ModalDialogProps) {
  const id = useId();
  return (
    <ModalFrame labelId={id} onClose={onClose} closeDisabled={busy} showClose={showClose} wide={wide}>
      <ModalTitle id={id}>{title}</ModalTitle>
      <Body>{children}</Body>
      {actions ? <ModalActions>{actions}</ModalActions> : null}
    </ModalFrame>
  );
}
