import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LOCAL_KEYS, SIGNED_UP_FLAG, Spinner, authBus, errorMessageOf, safeSetItem } from '@bb/shared';
import { FormFooter } from '../forms/FormLayout';
import { GuestAuthPage } from '../forms/GuestAuthPage';
import { SignupForm } from './SignupForm';
import { confirmSignup } from './signup-api';
import { signupMessages } from './signup-messages';
import { sendSignupTracking } from './tracking-webhook';

/** /signup?token=…: the link from the mail creates the account and logs in, then the shell's post-sign-up flow runs. */
function FinishSignup({ token }: { token: string }) {
  const m = signupMessages.useT();
  const navigate = useNavigate();
  const [failed, setFailed] = useState<string | null>(null);
  const sent = useRef(false);
  useEffect(() => {
    // Once per page, StrictMode included: the link works once.
    if (sent.current) return;
    sent.current = true;
    confirmSignup(token).then(
      (record) => {
        // Set before announcing the login: the shell opens the plan modal once when it sees both.
        safeSetItem(LOCAL_KEYS.signUpJustCompleted, SIGNED_UP_FLAG);
        authBus.login(record);
        void sendSignupTracking(record.user.id);
        navigate('/', { replace: true });
      },
      (error: unknown) => setFailed(errorMessageOf(error)),
    );
  }, [token, navigate]);
  if (!failed) return <Spinner label={m('finishing')} />;
  return (
    <p role="alert">
      {failed} <Link to="/signup">{m('again')}</Link>
    </p>
  );
}

export default function SignupPage() {
  const m = signupMessages.useT();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (token) {
    return (
      <GuestAuthPage title={m('title')} lead={m('finishLead')}>
        <FinishSignup token={token} />
      </GuestAuthPage>
    );
  }
  if (sentTo) {
    return (
      <GuestAuthPage title={m('checkMail')} lead={m('sentTo', { email: sentTo })}>
        <p data-testid="signup-mail-sent">{m('noMail')}</p>
        <FormFooter>
          {m('haveAccount')} <Link to="/login">{m('login')}</Link>
        </FormFooter>
      </GuestAuthPage>
    );
  }
  return (
    <GuestAuthPage title={m('title')} lead={m('lead')}>
      <SignupForm onSent={setSentTo} />
    </GuestAuthPage>
  );
}
