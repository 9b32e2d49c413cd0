import { useCallback } from 'react';
import { Button, notifyError, toast } from '@bb/shared';
import { Form, InlineActions } from '../forms/FormLayout';
import { TextField } from '../forms/TextField';
import { serverFieldErrors } from '../forms/server-errors';
import { useForm } from '../forms/use-form';
import { confirmation, password, required, validate } from '../forms/validation';
import { changePassword } from './profile-api';
import { profileMessages } from './profile-messages';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const FIELDS: readonly Field[] = ['currentPassword', 'newPassword', 'confirmPassword'];

export function ChangePasswordForm() {
  const m = profileMessages.useT();
  const check = useCallback(
    (values: Record<Field, string>) =>
      validate(values, {
        currentPassword: (v) => (v === '' ? required('current password')(v) : null),
        newPassword: password('new password'),
        confirmPassword: confirmation(values.newPassword),
      }),
    [],
  );
  const form = useForm<Field>({ currentPassword: '', newPassword: '', confirmPassword: '' }, check, async (values, { setErrors }) => {
    try {
      toast.success(await changePassword(values));
      for (const field of FIELDS) form.setValue(field, '');
      setErrors({});
    } catch (error) {
      setErrors(serverFieldErrors(error, FIELDS));
      notifyError(error);
    }
  });
  const field = (key: Field) => ({ ...form.field(key), type: 'password' });
  return (
    <Form noValidate onSubmit={form.onSubmit} aria-label={m('changePassword')}>
      <TextField label={m('currentPassword')} autoComplete="current-password" {...field('currentPassword')} />
      <TextField label={m('newPassword')} autoComplete="new-password" hint={m('passwordHint')} {...field('newPassword')} />
      <TextField label={m('confirmPassword')} autoComplete="new-password" {...field('confirmPassword')} />
      <InlineActions>
        <Button type="submit" $variant="secondary" disabled={form.submitting}>
          {m('updatePassword')}
        </Button>
      </InlineActions>
    </Form>
  );
}
