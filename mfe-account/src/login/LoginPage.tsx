import { PageTitle } from '@bb/shared';
import { AuthCard, Lead } from '../forms/FormLayout';
import { GuestOnly } from '../forms/GuestOnly';
import { LoginForm } from './LoginForm';
import { loginMessages } from './login-messages';
import { AccountPage } from '../common/AccountPage';

/** /login (and /login-new, which shows the same form). */
export default function LoginPage() {
  const m = loginMessages.useT();
  return (
    <GuestOnly>
      <AccountPage>
        <AuthCard>
          <PageTitle>{m('title')}</PageTitle>
          <Lead>{m('lead')}</Lead>
          <LoginForm />
        </AuthCard>
      </AccountPage>
    </GuestOnly>
  );
}
