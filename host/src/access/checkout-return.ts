import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LOBBY_PATH, t, toast } from '@bb/shared';
import { useAccessModal } from './access-modal-store';

export const CHECKOUT_ERROR_SESSION = 'error';

export type LobbyEntryAction = { kind: 'none' } | { kind: 'cancelled' } | { kind: 'activePlan'; sessionId: string } | { kind: 'showPlans' };

function wantsPlans(state: unknown): boolean {
  return !!state && typeof state === 'object' && (state as { showPlans?: unknown }).showPlans === true;
}

/**
 * What arriving on /lobby asks for (the return from checkout): session_id=error is a
 * cancelled checkout, any other session_id a finished one (Active Plan), navigation state
 * { showPlans: true } the plan modal.
 */
export function lobbyEntryAction(pathname: string, search: string, state: unknown): LobbyEntryAction {
  if (pathname !== LOBBY_PATH) return { kind: 'none' };
  const sessionId = new URLSearchParams(search).get('session_id');
  if (sessionId === CHECKOUT_ERROR_SESSION) return { kind: 'cancelled' };
  if (sessionId) return { kind: 'activePlan', sessionId };
  if (wantsPlans(state)) return { kind: 'showPlans' };
  return { kind: 'none' };
}

/**
 * Applies lobbyEntryAction once per location, then replaces the entry with a bare /lobby so a
 * reload or Back does not show the toast or the modal again.
 */
export function useLobbyEntry(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const openPlans = useAccessModal((s) => s.openPlans);
  const openActivePlan = useAccessModal((s) => s.openActivePlan);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const action = lobbyEntryAction(location.pathname, location.search, location.state);
    if (action.kind === 'none' || handled.current === location.key) return;
    handled.current = location.key;
    if (action.kind === 'cancelled') toast.error(t('errors.transactionCancelled'));
    if (action.kind === 'activePlan') openActivePlan(action.sessionId);
    if (action.kind === 'showPlans') openPlans();
    navigate(LOBBY_PATH, { replace: true });
  }, [location, navigate, openPlans, openActivePlan]);
}
