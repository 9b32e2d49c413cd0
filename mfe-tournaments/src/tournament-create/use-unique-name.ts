import { useCallback, useEffect, useRef, useState } from 'react';
import { notifyError, tournamentsApi } from '@bb/shared';

/** Quiet time after the last keystroke before the name is checked. */
export const NAME_CHECK_DELAY_MS = 400;

type Check = { name: string; available: boolean };

/**
 * The server's word on the name as the user types: `typed` on every change; the question goes once the typing pauses
 * and a newer keystroke cancels an older one. A rejected check toasts and empties the checked name
 * (`uniqueTournamentName`), so the form claims nothing about the name until the next answer (the server checks again
 * on submit). The answers are per name, so the form asks them about what is typed now.
 */
export function useUniqueName() {
  const [check, setCheck] = useState<Check | null>(null);
  const [asking, setAsking] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);

  const stop = () => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
  };
  useEffect(() => stop, []);

  const typed = useCallback((raw: string) => {
    const name = raw.trim();
    stop();
    setAsking(name);
    if (!name) return;
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      inFlight.current = controller;
      tournamentsApi
        .uniqueName(name, controller.signal)
        .then(({ available }) => setCheck({ name, available }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          setCheck(null);
          notifyError(error);
        })
        .finally(() => {
          if (!controller.signal.aborted) setAsking('');
        });
    }, NAME_CHECK_DELAY_MS);
  }, []);

  const answer = (raw: string) => (check && check.name === raw.trim() ? check : null);
  return {
    typed,
    taken: (raw: string) => answer(raw)?.available === false,
    /** The name the server confirmed unique, '' when none: the spec's uniqueTournamentName. */
    uniqueName: (raw: string) => (answer(raw)?.available ? raw.trim() : ''),
    checking: (raw: string) => asking !== '' && asking === raw.trim() && !answer(raw),
  };
}
