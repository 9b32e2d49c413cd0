import { useState } from 'react';
import styled from 'styled-components';
import { notifyError, toast, tokens } from '@bb/shared';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { profileMessages } from './profile-messages';
import { requestPasswordResetMail } from './profile-api';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.spacing.xs};
  & > span:first-child {
    font-weight: 600;
    font-size: ${tokens.fontSizes.md};
  }
`;

const Masked = styled.span`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${tokens.spacing.md};
  border: 1px dashed ${tokens.colors.border};
  border-radius: ${tokens.radii.md};
  letter-spacing: 2px;
`;

const LinkButton = styled.button`
  align-self: flex-start;
  padding: 0;
  border: 0;
  background: none;
  color: ${tokens.colors.link};
  font: 600 ${tokens.fontSizes.md} ${tokens.fonts.body};
  text-decoration: underline;
  cursor: pointer;
`;

/** The password "field" of the profile: never shown, reset by e-mail after the user confirms ('You will recieve an email…'). */
export function PasswordSummary() {
  const m = profileMessages.useT();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      toast.success(await requestPasswordResetMail());
      setAsking(false);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Wrap>
      <span>{m('password')}</span>
      <Masked aria-label={m('password')}>••••••••</Masked>
      <LinkButton type="button" onClick={() => setAsking(true)}>
        {m('resetByEmail')}
      </LinkButton>
      {asking ? (
        <ConfirmDialog title={m('resetByEmail')} message={m('resetConfirm')} busy={busy} onConfirm={() => void send()} onCancel={() => setAsking(false)} />
      ) : null}
    </Wrap>
  );
}
