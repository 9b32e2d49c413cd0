import { useCallback, useState, type ReactNode } from 'react';
import { Button, authBus, notifyError, toast, type UserProfile } from '@bb/shared';
import { formMessages } from '../forms/form-messages';
import { FieldRow, Form, InlineActions } from '../forms/FormLayout';
import { TextField } from '../forms/TextField';
import { serverFieldErrors } from '../forms/server-errors';
import { useForm } from '../forms/use-form';
import { dateOfBirth, email, name, username, validate } from '../forms/validation';
import { FavoriteTeamsField } from './FavoriteTeamsField';
import { profileChanges, valuesOf, type ProfileValues } from './profile-changes';
import { updateProfile } from './profile-api';
import { profileMessages } from './profile-messages';

type Field = keyof ProfileValues;
const FIELDS: readonly Field[] = ['firstName', 'lastName', 'username', 'email', 'dateOfBirth'];

/** Keeps the stored auth record's names in step with the profile, so the menu shows them at once. */
function syncAuthRecord(profile: UserProfile): void {
  const current = authBus.getState();
  if (!current) return;
  authBus.login({
    ...current,
    user: { ...current.user, firstName: profile.firstName, lastName: profile.lastName, username: profile.username, email: profile.email, thumbnail_url: profile.thumbnail_url },
  });
}

export function ProfileForm({ profile, onSaved, passwordSlot }: { profile: UserProfile; onSaved(profile: UserProfile): void; passwordSlot: ReactNode }) {
  const m = profileMessages.useT();
  const [teams, setTeams] = useState<string[]>(profile.favoriteTeams ?? []);
  const [teamsError, setTeamsError] = useState<string | undefined>();
  const check = useCallback(
    (values: Record<Field, string>) =>
      validate(values, {
        firstName: name('first name'),
        lastName: name('last name'),
        username,
        email,
        dateOfBirth: dateOfBirth(),
      }),
    [],
  );
  const form = useForm<Field>(valuesOf(profile), check, async (values, { setErrors }) => {
    const changes = profileChanges(profile, values, teams);
    if (Object.keys(changes).length === 0) {
      toast.error(formMessages.t('nothingChanged'));
      return;
    }
    try {
      const saved = await updateProfile(changes);
      syncAuthRecord(saved);
      toast.success(m('saved'));
      onSaved(saved);
    } catch (error) {
      setErrors(serverFieldErrors(error, FIELDS));
      setTeamsError(serverFieldErrors(error, ['favoriteTeams'] as const).favoriteTeams);
      notifyError(error);
    }
  });

  return (
    <Form noValidate onSubmit={form.onSubmit} aria-label={m('details')}>
      <FieldRow>
        <TextField label={m('firstName')} autoComplete="given-name" {...form.field('firstName')} />
        <TextField label={m('lastName')} autoComplete="family-name" {...form.field('lastName')} />
      </FieldRow>
      <FieldRow>
        <TextField label={m('username')} autoComplete="username" {...form.field('username')} />
        <TextField label={m('email')} type="email" autoComplete="email" {...form.field('email')} />
      </FieldRow>
      <FieldRow>
        <TextField label={m('dateOfBirth')} hint={m('dateHint')} inputMode="numeric" {...form.field('dateOfBirth')} />
        {passwordSlot}
      </FieldRow>
      <FavoriteTeamsField
        teams={teams}
        onChange={(next) => {
          setTeams(next);
          setTeamsError(undefined);
        }}
        error={teamsError}
      />
      <InlineActions>
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? m('saving') : m('save')}
        </Button>
      </InlineActions>
    </Form>
  );
}
