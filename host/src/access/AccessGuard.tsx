import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { HOME_PATH, LOGIN_PATH, decideNavigation, useAuth, type NavigationDecision } from '@bb/shared';
import { useAdminFlag } from './admin-flag';
import { useAccessModal } from './access-modal-store';
import { GUEST_MODE_ENABLED } from './guest-mode';
import { applyStatusRedirect } from './status-redirect';
import { useSessionJustExpired } from './session-expired';

/**
 * Applies shared's decideNavigation (routes, access rules, roles) to every location: redirects replace the
 * entry; a subscribe modal keeps the user on the page they came from and stores the intended path.
 */
export function AccessGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const record = useAuth();
  const isAdmin = useAdminFlag((state) => state.isAdmin);
  const openModal = useAccessModal((state) => state.open);
  const lastAllowed = useRef<string | null>(null);
  const sessionExpired = useSessionJustExpired();

  const path = `${location.pathname}${location.search}`;
  const decided = applyStatusRedirect(
    decideNavigation({ path, record, navState: location.state, guestModeEnabled: GUEST_MODE_ENABLED, isAdmin }),
    path,
  );
  // A session that just ended (a 401) sends the user to log in again, not to the guests' modal.
  const decision: NavigationDecision =
    decided.kind === 'modal' && decided.returnTo === HOME_PATH && sessionExpired.current ? { kind: 'redirect', to: LOGIN_PATH } : decided;

  useEffect(() => {
    if (location.pathname === LOGIN_PATH) sessionExpired.current = false;
    if (decision.kind === 'allow') lastAllowed.current = path;
    if (decision.kind !== 'modal') return;
    openModal(decision.modal, decision.intendedPath);
    const back = decision.returnTo ?? (lastAllowed.current && lastAllowed.current !== path ? lastAllowed.current : HOME_PATH);
    navigate(back, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one reaction per decided path
  }, [path, decision.kind]);

  if (decision.kind === 'redirect') {
    const to = sessionExpired.current && decision.to === HOME_PATH ? LOGIN_PATH : decision.to;
    return <Navigate to={to} replace state={decision.state} />;
  }
  if (decision.kind === 'modal') return null;
  return <>{children}</>;
}
