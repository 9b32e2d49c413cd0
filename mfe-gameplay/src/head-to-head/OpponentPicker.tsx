import { useId, useMemo, useState } from 'react';
import { notifyError, useApiQuery, useSettled, type H2HOpponent } from '@bb/shared';
import { Fieldset } from '../game-ui/form-styles';
import { h2hApi, h2hKeys } from './h2h-api';
import { h2hMessages } from './h2h-messages';
import { Dot, OpponentButton, OpponentList, TextInput } from './h2h-styles';

/** Whom to invite: a user by username, or nobody yet (a link to share). */
export interface OpponentChoice {
  mode: 'user' | 'link';
  username: string;
}

export const NO_OPPONENT: OpponentChoice = { mode: 'user', username: '' };
export const choiceReady = (choice: OpponentChoice) => choice.mode === 'link' || choice.username !== '';
/** The request's `opponent`: absent for a link. */
export const opponentOf = (choice: OpponentChoice) => (choice.mode === 'user' && choice.username ? choice.username : undefined);

/** A typed search waits this long for the next key before asking the server. */
export const SEARCH_DELAY_MS = 200;

/** Online now first; the server's order otherwise. */
const onlineFirst = (users: H2HOpponent[]) => [...users].sort((a, b) => Number(b.online) - Number(a.online));

export interface OpponentPickerProps {
  value: OpponentChoice;
  onChange(choice: OpponentChoice): void;
  /** Radio group name: two pickers on one page must not share one. */
  name?: string;
}

/** A search box over the users who may play (online dot, online first), or "Share a link instead". */
export function OpponentPicker({ value, onChange, name = 'opponent-mode' }: OpponentPickerProps) {
  const t = h2hMessages.useT();
  const searchId = useId();
  const [query, setQuery] = useState('');
  // The list shown stays until the next search (asked once typing pauses) answers; a failure lists nobody.
  const search = useSettled(value.mode === 'user' ? query.trim() : null, SEARCH_DELAY_MS) ?? null;
  const found = useApiQuery(search === null ? null : h2hKeys.opponents(search), (signal) => h2hApi.opponents(search ?? '', signal), { onError: notifyError, keepPrevious: true });
  const users = useMemo(() => (found.error ? [] : found.data ? onlineFirst(found.data.users) : null), [found.error, found.data]);

  return (
    <>
      <Fieldset>
        <legend>{t('opponent')}</legend>
        <label>
          <input type="radio" name={name} checked={value.mode === 'user'} onChange={() => onChange({ mode: 'user', username: '' })} />
          {t('invitePlayer')}
        </label>
        <label>
          <input type="radio" name={name} checked={value.mode === 'link'} onChange={() => onChange({ mode: 'link', username: '' })} />
          {t('shareLink')}
        </label>
      </Fieldset>
      {value.mode === 'user' && (
        <>
          <label htmlFor={searchId}>{t('search')}</label>
          <TextInput id={searchId} type="search" autoComplete="off" value={query} onChange={(event) => setQuery(event.target.value)} />
          {users !== null && users.length === 0 ? (
            <p>{t('noPlayers')}</p>
          ) : (
            <OpponentList aria-label={t('players')}>
              {(users ?? []).map((user) => (
                <li key={user.userId}>
                  <OpponentButton aria-pressed={value.username === user.username} onClick={() => onChange({ mode: 'user', username: user.username })}>
                    <Dot $online={user.online} aria-hidden="true" />
                    {user.username}
                    {user.online && <small>{t('onlineNow')}</small>}
                  </OpponentButton>
                </li>
              ))}
            </OpponentList>
          )}
        </>
      )}
    </>
  );
}
