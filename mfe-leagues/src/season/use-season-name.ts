import { useEffect, useState } from 'react';
import { seasonsApi } from '@bb/shared';

/** The name checked with the server as it is typed (a short pause first): a replay's name is unique among mine. */
export function useSeasonName(name: string, delayMs = 300): boolean | null {
  const [answer, setAnswer] = useState<{ name: string; available: boolean } | null>(null);
  const typed = name.trim();
  useEffect(() => {
    if (!typed) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      seasonsApi
        .uniqueName(typed, controller.signal)
        .then(({ available }) => setAnswer({ name: typed, available }))
        .catch(() => undefined);
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed, delayMs]);
  return answer && answer.name === typed ? answer.available : null;
}
