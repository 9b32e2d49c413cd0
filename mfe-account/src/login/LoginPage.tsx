import { GuestAuthPage } from '../forms/GuestAuthPage';
import { LoginForm } from './LoginForm';
import { loginMessages } from './login-messages';

/** /login (and /login-new, which shows the same form). */
export default function LoginPage() {
  const m = loginMessages.useT();
  return (
    <GuestAuthPage title={m('title')} lead={m('lead')}>
      <LoginForm />
    </GuestAuthPage>
  );
}
