import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, notifyError, toast } from '@bb/shared';
import { Form, FormFooter, SubmitRow } from '../forms/FormLayout';
import { TextField } from '../forms/TextField';
import { serverFieldErrors } from '../forms/server-errors';
import { useForm } from '../forms/use-form';
import { confirmation, password, validate } from '../forms/validation';
import { forgotMessages } from './forgot-messages';
import { setNewPassword } from './password-api';

type Field = 'password' | 'confirmPassword';

/** The e-mailed link's form: a new password for the token, then back to /login. */
export function SetPasswordForm({ token }: { token: string }) {
  const m = forgotMessages.useT();
  const navigate = useNavigate();
  const check = useCallback(
    (values: Record<Field, string>) => validate(values, { password: password(), confirmPassword: confirmation(values.password) }),
    [],
  );
  const form = useForm<Field>({ password: '', confirmPassword: '' }, check, async (values, { setErrors }) => {
    try {
      const message = await setNewPassword({ token, password: values.password, confirmPassword: values.confirmPassword });
      toast.success(message);
      navigate('/login', { replace: true });
    } catch (error) {
      setErrors(serverFieldErrors(error, ['password', 'confirmPassword'] as const));
      notifyError(error);
    }
  });
  return (
    <Form noValidate onSubmit={form.onSubmit} aria-label={m('resetTitle')}>
      <TextField
        label={m('newPassword')}
        type="password"
        autoComplete="new-password"
        hint={m('passwordHint')}
        {...form.field('password')}
      />
      <TextField
        label={m('confirmPassword')}
        type="password"
        autoComplete="new-password"
        {...form.field('confirmPassword')}
      />
      <SubmitRow>
        <Button type="submit" disabled={form.submitting}>
          {m('resetSubmit')}
        </Button>
      </SubmitRow>
      <FormFooter>
        <Link to="/login">{m('backToLogin')}</Link>
      </FormFooter>
    </Form>
  );
}
