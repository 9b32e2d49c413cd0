import { publicClient, type AuthRecord, type KyInstance } from '@bb/shared';
import type { PlayerSession } from '../daily-game/daily-game-api';

/** The widget keeps its guest under its own key: a partner page's storage (and its own 'authToken') is never touched. */
export const WIDGET_STORAGE_KEY = 'diamond-dice-gotd-guest';

function readKey(storage: Storage | null): string | null {
  try {
    const stored = storage?.getItem(WIDGET_STORAGE_KEY);
    const key = stored ? (JSON.parse(stored) as { key?: unknown }).key : null;
    return typeof key === 'string' && key ? key : null;
  } catch {
    return null;
  }
}

/**
 * The partner widget's player: a GOTD guest created on first play. Calls go through the unauthenticated client
 * with the guest's key added, so a stale key never triggers the app's 401 handling (clearing storage, redirecting
 * to /login) on someone else's page; a 401 just drops the widget's key.
 */
export function createWidgetSession(storage: Storage | null = typeof localStorage === 'undefined' ? null : localStorage): PlayerSession {
  let key = readKey(storage);
  const withKey = (k: string): KyInstance =>
    publicClient.extend({
      hooks: {
        beforeRequest: [({ request }) => request.headers.set('Authorization', `Bearer ${k}`)],
        afterResponse: [
          ({ response }) => {
            if (response.status === 401) {
              key = null;
              storage?.removeItem(WIDGET_STORAGE_KEY);
            }
          },
        ],
      },
    });
  return {
    client: () => (key ? withKey(key) : null),
    becomeGuest(record: AuthRecord) {
      key = record.api_key.key as string;
      try {
        storage?.setItem(WIDGET_STORAGE_KEY, JSON.stringify({ key, username: record.user.username }));
      } catch {
        // Storage may be blocked on the partner page: the guest then lasts as long as the page.
      }
    },
  };
}
