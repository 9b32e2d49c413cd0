import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, notifyError } from '@bb/shared';
import { Form, FormFooter, Notice, SubmitRow } from '../forms/FormLayout';
import { TextField } from '../forms/TextField';
import { useForm } from '../forms/use-form';
import { email, validate } from '../forms/validation';
import { forgotMessages } from './forgot-messages';
import { requestResetLink } from './password-api';

export function RequestLinkForm() {
  const m = forgotMessages.useT();
  const [sent, setSent] = useState<string | null>(null);
  const check = useCallback((values: Record<'email', string>) => validate(values, { email }), []);
  const form = useForm<'email'>({ email: '' }, check, async (values) => {
    try {
      setSent(await requestResetLink({ email: values.email.trim() }));
    } catch (error) {
      notifyError(error);
    }
  });
  return (
    <Form noValidate onSubmit={form.onSubmit} aria-label={m('title')}>
      {sent ? (
        <Notice role="status" $tone="success">
          {sent}
        </Notice>
      ) : null}
      <TextField
        label={m('email')}
        type="email"
        autoComplete="email"
        {...form.field('email')}
      />
      <SubmitRow>
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? m('submitting') : m('submit')}
        </Button>
      </SubmitRow>
      <FormFooter>
        <Link to="/login">{m('backToLogin')}</Link>
      </FormFooter>
    </Form>
  );
}
