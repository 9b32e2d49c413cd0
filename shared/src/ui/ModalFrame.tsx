import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '../i18n/use-t';
import { tokens } from '../theme/theme-vars';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 60;
  display: grid;
  place-items: center;
  padding: ${tokens.spacing.md};
  background: rgba(4, 10, 22, 0.7);
`;

/** The logged-in modal is at least 768 px wide where the screen allows; small dialogs 480/500 px. */
const Dialog = styled.div<{ $wide: boolean }>`
  position: relative;
  width: min(100%, ${(p) => (p.$wide ? 768 : 480)}px);
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  padding: ${tokens.spacing.xl} ${tokens.spacing.md} ${tokens.spacing.lg};
  border-radius: ${tokens.radii.lg};
  background: ${tokens.colors.surface};
  color: ${tokens.colors.text};
  box-shadow: 0 16px 48px rgba(0, 0, 0, 0.4);
  /* Focus lands on the dialog itself only so keyboard users start inside it; no ring for that. */
  &:focus {
    outline: none;
  }
  @media (min-width: 768px) {
    width: min(100%, ${(p) => (p.$wide ? 768 : 500)}px);
    padding: ${tokens.spacing.xl};
  }
`;

export const ModalTitle = styled.h2`
  margin: 0 ${tokens.spacing.xl} ${tokens.spacing.md} 0;
  font-family: ${tokens.fonts.heading};
  font-size: ${tokens.fontSizes.xl};
  line-height: 1.25;
`;

const Close = styled.button`
  position: absolute;
  top: 8px;
  right: 8px;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${tokens.radii.md};
  background: transparent;
  color: inherit;
  font-size: 20px;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${tokens.colors.focus};
  }
`;

export interface ModalFrameProps {
  labelId: string;
  wide?: boolean;
  onClose(): void;
  children: ReactNode;
  /** The Close button and Escape stay usable unless the caller is mid-redirect (or mid-request). */
  closeDisabled?: boolean;
  /** 'alertdialog' for a question that needs an answer (confirmations); no ✕ then, the answers close it. */
  role?: 'dialog' | 'alertdialog';
  /** A click on the backdrop closes it, unless the question must be answered with a button. */
  closeOnBackdrop?: boolean;
  /** The ✕ button; off for alert dialogs and for dialogs whose own actions include Close. */
  showClose?: boolean;
}

/** A labelled modal dialog: Escape, the backdrop and ✕ close it; focus moves into it on open. */
export function ModalFrame({ labelId, wide = false, onClose, children, closeDisabled = false, role = 'dialog', closeOnBackdrop = true, showClose = role === 'dialog' }: ModalFrameProps) {
  const t = useT();
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A control that took focus on mount (autoFocus) keeps it; otherwise the dialog itself takes it.
    if (!dialog.current?.contains(document.activeElement)) dialog.current?.focus();
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !closeDisabled) onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose, closeDisabled]);
  return (
    <Backdrop onClick={(event) => event.target === event.currentTarget && closeOnBackdrop && !closeDisabled && onClose()}>
      <Dialog ref={dialog} tabIndex={-1} role={role} aria-modal="true" aria-labelledby={labelId} $wide={wide}>
        {showClose && (
          <Close type="button" aria-label={t('common.close')} onClick={onClose} disabled={closeDisabled}>
            ✕
          </Close>
        )}
        {children}
      </Dialog>
    </Backdrop>
  );
}
