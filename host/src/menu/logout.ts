import { apiClient, authBus, notifyError, t, toast } from '@bb/shared';

export interface LogoutEffects {
  /** Reloads the current page (single-game pages stop here). */
  reload(): void;
  /** A fresh load of /login: logout's "reload, then /login" in one step. */
  reloadAt(path: string): void;
}

const browserEffects: LogoutEffects = {
  reload: () => window.location.reload(),
  reloadAt: (path) => window.location.assign(path),
};

export function isSingleGamePage(pathname: string): boolean {
  return pathname === '/game/single' || pathname.startsWith('/game/single/');
}

/**
 * Logout: POST /users/logout/{id}; then clear authToken, redirectTabValue, soundOff and
 * isAdmin (authBus.logout); success toast, kept for the reloaded page; reload, then /login (single-game pages only reload).
 * A rejected call shows the error toast and keeps the session.
 */
export async function logout(userId: string | number, pathname: string, effects: LogoutEffects = browserEffects): Promise<boolean> {
  try {
    await apiClient.post(`users/logout/${userId}`);
  } catch (error) {
    notifyError(error);
    return false;
  }
  authBus.logout();
  // Kept across the reload that follows: shown only before it, nobody would see it.
  toast.success(t('auth.loggedOut'), { keepAcrossReload: true });
  if (isSingleGamePage(pathname)) effects.reload();
  else effects.reloadAt('/login');
  return true;
}
