import { GuestAuthPage } from '../forms/GuestAuthPage';
import { SignupForm } from './SignupForm';
import { signupMessages } from './signup-messages';

export default function SignupPage() {
  const m = signupMessages.useT();
  return (
    <GuestAuthPage title={m('title')} lead={m('lead')}>
      <SignupForm />
    </GuestAuthPage>
  );
}
