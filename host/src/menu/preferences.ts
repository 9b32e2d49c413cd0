import { create } from 'zustand';
import { LOCAL_KEYS, apiClient, notifyError, safeGetItem, safeSetItem } from '@bb/shared';

/** Sound is off by default: only an explicit soundOff 'false' turns it on. */
export function readSoundOn(): boolean {
  return safeGetItem(LOCAL_KEYS.soundOff) === 'false';
}

export function readRatingsOn(): boolean {
  return safeGetItem(LOCAL_KEYS.ratingsFlag) === 'true';
}

export async function saveSoundPreference(userId: string | number, soundOn: boolean): Promise<void> {
  await apiClient.put(`users/${userId}/preferences`, { json: { sound: soundOn ? 'on' : 'off' } });
}

export async function saveRatingsStatus(userId: string | number, ratingsFlag: boolean): Promise<void> {
  await apiClient.put(`users/${userId}/ratings-status`, { json: { ratingsFlag } });
}

/** Sound and ratings preferences as the server keeps them (GET /users/{id}/preferences); loaded with the account's startup calls. */
export async function fetchServerPreferences(userId: string | number): Promise<{ soundOn: boolean; ratingsOn: boolean } | null> {
  const body = await apiClient.get(`users/${userId}/preferences`).json<{ data?: { sound?: unknown; ratingsFlag?: unknown } }>();
  if (!body.data) return null;
  return { soundOn: body.data.sound === 'on', ratingsOn: body.data.ratingsFlag === true };
}

interface PreferencesState {
  soundOn: boolean;
  ratingsOn: boolean;
  /** Re-reads the local flags (logout clears soundOff). */
  refresh(): void;
  /** Takes the server's values as the local ones (after a login on this or another device). */
  apply(values: { soundOn: boolean; ratingsOn: boolean }): void;
  setSound(userId: string | number | null, soundOn: boolean): Promise<void>;
  setRatings(userId: string | number | null, ratingsOn: boolean): Promise<void>;
}

/** Each toggle saves its flag locally, then updates the server. */
export const usePreferences = create<PreferencesState>((set) => ({
  soundOn: readSoundOn(),
  ratingsOn: readRatingsOn(),
  refresh: () => set({ soundOn: readSoundOn(), ratingsOn: readRatingsOn() }),
  apply: ({ soundOn, ratingsOn }) => {
    safeSetItem(LOCAL_KEYS.soundOff, soundOn ? 'false' : 'true');
    safeSetItem(LOCAL_KEYS.ratingsFlag, ratingsOn ? 'true' : 'false');
    set({ soundOn, ratingsOn });
  },
  setSound: async (userId, soundOn) => {
    safeSetItem(LOCAL_KEYS.soundOff, soundOn ? 'false' : 'true');
    set({ soundOn });
    if (userId === null) return;
    try {
      await saveSoundPreference(userId, soundOn);
    } catch (error) {
      notifyError(error);
    }
  },
  setRatings: async (userId, ratingsOn) => {
    safeSetItem(LOCAL_KEYS.ratingsFlag, ratingsOn ? 'true' : 'false');
    set({ ratingsOn });
    if (userId === null) return;
    try {
      await saveRatingsStatus(userId, ratingsOn);
    } catch (error) {
      notifyError(error);
    }
  },
}));

