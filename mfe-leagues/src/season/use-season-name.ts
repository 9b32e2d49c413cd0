import { seasonKeys, seasonsApi, useApiQuery, useSettled } from '@bb/shared';

/** The name checked with the server as it is typed (a short pause first): a replay's name is unique among mine. */
export function useSeasonName(name: string, delayMs = 300): boolean | null {
  const typed = name.trim();
  const asked = useSettled(typed, delayMs);
  // A failed check says nothing (the server checks again on create).
  const answer = useApiQuery(asked ? seasonKeys.uniqueName(asked) : null, (signal) => seasonsApi.uniqueName(asked ?? '', signal));
  return asked === typed && answer.data ? answer.data.available : null;
}
