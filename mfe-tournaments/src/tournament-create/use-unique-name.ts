import { useCallback, useState } from 'react';
import { notifyError, tournamentKeys, tournamentsApi, useApiQuery, useSettled } from '@bb/shared';

/** Quiet time after the last keystroke before the name is checked. */
export const NAME_CHECK_DELAY_MS = 400;

/**
 * The server's word on the name as the user types: `typed` on every change; the question goes once the typing pauses
 * and a newer keystroke cancels an older one. A rejected check toasts and leaves the checked name empty
 * (`uniqueTournamentName`), so the form claims nothing about the name until the next answer (the server checks again
 * on submit). The answers are per name, so the form asks them about what is typed now.
 */
export function useUniqueName() {
  const [name, setName] = useState('');
  const typed = useCallback((raw: string) => setName(raw.trim()), []);
  const asked = useSettled(name, NAME_CHECK_DELAY_MS);
  const check = useApiQuery(asked ? tournamentKeys.uniqueName(asked) : null, (signal) => tournamentsApi.uniqueName(asked ?? '', signal), { onError: notifyError });
  const failed = asked === name && check.error !== undefined;
  const answer = (raw: string) => (!failed && asked !== undefined && asked === raw.trim() ? check.data : undefined);
  return {
    typed,
    taken: (raw: string) => answer(raw)?.available === false,
    /** The name the server confirmed unique, '' when none: the spec's uniqueTournamentName. */
    uniqueName: (raw: string) => (answer(raw)?.available ? raw.trim() : ''),
    checking: (raw: string) => name !== '' && name === raw.trim() && !answer(raw) && !failed,
  };
}
