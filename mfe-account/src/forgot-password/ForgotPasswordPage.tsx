import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '@bb/shared';
import { AuthCard, Lead } from '../forms/FormLayout';
import { GuestOnly } from '../forms/GuestOnly';
import { forgotMessages } from './forgot-messages';
import { RequestLinkForm } from './RequestLinkForm';
import { SetPasswordForm } from './SetPasswordForm';
import { AccountPage } from '../common/AccountPage';

/** /forgot-password asks for the reset link; the link itself comes back here with ?token=. */
export default function ForgotPasswordPage() {
  const m = forgotMessages.useT();
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <GuestOnly>
      <AccountPage>
        <AuthCard>
          <PageTitle>{m('title')}</PageTitle>
          {token ? (
            <>
              <Lead>{m('resetLead')}</Lead>
              <SetPasswordForm token={token} />
            </>
          ) : (
            <>
              <Lead>{m('lead')}</Lead>
              <RequestLinkForm />
            </>
          )}
        </AuthCard>
      </AccountPage>
    </GuestOnly>
  );
}
