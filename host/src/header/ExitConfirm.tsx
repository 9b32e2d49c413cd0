import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Button, ModalFrame, useT } from '@bb/shared';

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

const Centered = styled.div`
  text-align: center;
`;

/** The exit confirmation of game screens ("Are you sure you want to leave? All progress will be lost."). */
export function ExitConfirm({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const t = useT();
  // Portalled to <body> so it covers everything, not only what sits below the sticky header.
  return createPortal(
    <ModalFrame labelId="exit-confirm-message" role="alertdialog" onClose={onCancel}>
      <Centered>
        <Message id="exit-confirm-message">{t('gameHeader.exitConfirm')}</Message>
        <Actions>
          <Button $variant="secondary" onClick={onCancel} autoFocus>
            {t('gameHeader.cancel')}
          </Button>
          <Button onClick={onConfirm}>{t('gameHeader.confirm')}</Button>
        </Actions>
      </Centered>
    </ModalFrame>,
    document.body,
  );
}
