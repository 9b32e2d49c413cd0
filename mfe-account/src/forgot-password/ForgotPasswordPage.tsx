import { useSearchParams } from 'react-router-dom';
import { GuestAuthPage } from '../forms/GuestAuthPage';
import { forgotMessages } from './forgot-messages';
import { RequestLinkForm } from './RequestLinkForm';
import { SetPasswordForm } from './SetPasswordForm';

/** /forgot-password asks for the reset link; the link itself comes back here with ?token=. */
export default function ForgotPasswordPage() {
  const m = forgotMessages.useT();
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <GuestAuthPage title={m('title')} lead={token ? m('resetLead') : m('lead')}>
      {token ? <SetPasswordForm token={token} /> : <RequestLinkForm />}
    </GuestAuthPage>
  );
}
