import { PageTitle } from '@bb/shared';
import { AuthCard, Lead } from '../forms/FormLayout';
import { GuestOnly } from '../forms/GuestOnly';
import { SignupForm } from './SignupForm';
import { signupMessages } from './signup-messages';
import { AccountPage } from '../common/AccountPage';

export default function SignupPage() {
  const m = signupMessages.useT();
  return (
    <GuestOnly>
      <AccountPage>
        <AuthCard>
          <PageTitle>{m('title')}</PageTitle>
          <Lead>{m('lead')}</Lead>
          <SignupForm />
        </AuthCard>
      </AccountPage>
    </GuestOnly>
  );
}
