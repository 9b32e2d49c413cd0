import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { Button, notifyError } from '@bb/shared';
import { FieldRow, Form, FormFooter, SubmitRow } from '../forms/FormLayout';
import { TextField } from '../forms/TextField';
import { serverFieldErrors } from '../forms/server-errors';
import { useForm } from '../forms/use-form';
import { TermsNotice } from '../common/TermsNotice';
import { confirmation, dateOfBirth, email, name, password, username, validate } from '../forms/validation';
import { startSignup } from './signup-api';
import { signupMessages } from './signup-messages';

const FIELDS = ['firstName', 'lastName', 'username', 'email', 'password', 'confirmPassword', 'dateOfBirth'] as const;
type Field = (typeof FIELDS)[number];

const EMPTY: Record<Field, string> = { firstName: '', lastName: '', username: '', email: '', password: '', confirmPassword: '', dateOfBirth: '' };

/** The sign-up form; `onSent` gets the address the link went to (the answer is the same for a known one). */
export function SignupForm({ onSent }: { onSent: (email: string) => void }) {
  const m = signupMessages.useT();
  const check = useCallback(
    (values: Record<Field, string>) =>
      validate(values, {
        firstName: name('first name'),
        lastName: name('last name'),
        username,
        email,
        password: password(),
        confirmPassword: confirmation(values.password),
        dateOfBirth: dateOfBirth(),
      }),
    [],
  );
  const form = useForm<Field>(EMPTY, check, async (values, { setErrors }) => {
    try {
      await startSignup({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
        dateOfBirth: values.dateOfBirth.trim(),
      });
      onSent(values.email.trim());
    } catch (error) {
      setErrors(serverFieldErrors(error, FIELDS));
      notifyError(error);
    }
  });


  return (
    <Form noValidate onSubmit={form.onSubmit} aria-label={m('title')}>
      <FieldRow>
        <TextField label={m('firstName')} autoComplete="given-name" {...form.field('firstName')} />
        <TextField label={m('lastName')} autoComplete="family-name" {...form.field('lastName')} />
      </FieldRow>
      <TextField label={m('username')} autoComplete="username" {...form.field('username')} />
      <TextField label={m('email')} type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
      <TextField label={m('password')} type="password" autoComplete="new-password" hint={m('passwordHint')} {...form.field('password')} />
      <TextField label={m('confirmPassword')} type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
      <TextField label={m('dateOfBirth')} inputMode="numeric" autoComplete="bday" hint={m('dateHint')} {...form.field('dateOfBirth')} />
      <TermsNotice context="signup" />
      <SubmitRow>
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? m('submitting') : m('submit')}
        </Button>
      </SubmitRow>
      <FormFooter>
        {m('haveAccount')} <Link to="/login">{m('login')}</Link>
      </FormFooter>
    </Form>
  );
}
