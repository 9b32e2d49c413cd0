import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, authBus, notifyError } from '@bb/shared';
import { Form, FormFooter, SubmitRow } from '../forms/FormLayout';
import { TextField } from '../forms/TextField';
import { useForm } from '../forms/use-form';
import { password, required, validate } from '../forms/validation';
import { login } from './login-api';
import { loginMessages } from './login-messages';

type Field = 'identifier' | 'password';

/**
 * Logs in with e-mail or username; the answer is the stored auth record, announced on the one
 * auth bus so the shell and every remote switch to the user without a reload.
 */
export function LoginForm() {
  const m = loginMessages.useT();
  const navigate = useNavigate();
  const check = useCallback(
    (values: Record<Field, string>) =>
      validate(values, {
        identifier: required(m('identifierField')),
        // Only "entered" here: the length rule is for new passwords, not for logging in.
        password: (v) => (v === '' ? password()(v) : null),
      }),
    [m],
  );
  const form = useForm<Field>({ identifier: '', password: '' }, check, async (values) => {
    try {
      const record = await login({ email: values.identifier.trim(), password: values.password });
      authBus.login(record);
      navigate('/', { replace: true });
    } catch (error) {
      notifyError(error);
    }
  });

  return (
    <Form noValidate onSubmit={form.onSubmit} aria-label={m('title')}>
      <TextField
        label={m('identifier')}
        autoComplete="username"
        {...form.field('identifier')}
      />
      <TextField
        label={m('password')}
        type="password"
        autoComplete="current-password"
        {...form.field('password')}
      />
      <SubmitRow>
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? m('submitting') : m('submit')}
        </Button>
        <Link to="/forgot-password">{m('forgot')}</Link>
      </SubmitRow>
      <FormFooter>
        {m('noAccount')} <Link to="/signup">{m('signup')}</Link>
      </FormFooter>
    </Form>
  );
}
