import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Button, useT } from '@bb/shared';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 60;
  display: grid;
  place-items: center;
  padding: 16px;
  background: rgba(4, 10, 22, 0.7);
`;

const Dialog = styled.div`
  width: min(100%, 420px);
  padding: 28px 24px 24px;
  border-radius: 16px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 16px 48px rgba(0, 0, 0, 0.4);
  text-align: center;
`;

const Message = styled.p`
  margin: 0 0 20px;
  font-size: 18px;
  font-weight: 600;
  line-height: 1.4;
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  justify-content: center;
`;

/** The exit confirmation of game screens (spec §8 confirmations). */
export function ExitConfirm({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const t = useT();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onCancel]);
  // Portalled to <body> so it covers everything, not only what sits below the sticky header.
  return createPortal(
    <Backdrop onClick={(event) => event.target === event.currentTarget && onCancel()}>
      <Dialog role="alertdialog" aria-modal="true" aria-labelledby="exit-confirm-message">
        <Message id="exit-confirm-message">{t('gameHeader.exitConfirm')}</Message>
        <Actions>
          <Button $variant="secondary" onClick={onCancel} autoFocus>
            {t('gameHeader.cancel')}
          </Button>
          <Button onClick={onConfirm}>{t('gameHeader.confirm')}</Button>
        </Actions>
      </Dialog>
    </Backdrop>,
    document.body,
  );
}
