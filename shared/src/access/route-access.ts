import { isLoggedIn, type AuthRecord } from '../auth/auth-record';
import { getRole, isGuestRole, type RoleOptions } from './roles';
import {
  AUTH_ENTRY_PATHS,
  HOME_PATH,
  LOBBY_PATH,
  isAllowedWithoutCheck,
  isGotdPath,
  isKnownRoute,
  isPlayPath,
  isProtectedPath,
  isPublicPath,
  normalizePath,
} from '@bb/contract';

/**
 * Route access rule: public paths always; play screens for guests or subscribers;
 * everything else needs user.isSubscribed true.
 */
export function isRouteAllowed(path: string, record: AuthRecord | null | undefined, opts: RoleOptions = {}): boolean {
  if (isPublicPath(path)) return true;
  const role = getRole(record, opts);
  if (isPlayPath(path)) return isGuestRole(role) || role === 'SUBSCRIBED';
  return role === 'SUBSCRIBED';
}

export type NavigationDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; state?: unknown }
  | { kind: 'modal'; modal: 'guest' | 'plans'; intendedPath: string; /** Where the page goes under the modal; default: back where the user was. */ returnTo?: string };

export interface NavigationInput {
  path: string;
  record: AuthRecord | null | undefined;
  navState?: unknown;
  /** When false, /lobby needs a token like any protected route. */
  guestModeEnabled: boolean;
  isAdmin?: boolean;
}

export const GOTD_NAV_STATE_TYPE = 'Game Of The Day';

function navStateType(navState: unknown): unknown {
  return navState && typeof navState === 'object' ? (navState as { type?: unknown }).type : undefined;
}

const ALLOW: NavigationDecision = { kind: 'allow' };

/** One decision per navigation, in the order the host guard applies it. See README for interpretations. */
export function decideNavigation(input: NavigationInput): NavigationDecision {
  const { path, record, navState, guestModeEnabled, isAdmin } = input;
  const p = normalizePath(path);
  const role = getRole(record, { isAdmin });
  const hasToken = isLoggedIn(record);

  // A GOTD guest holding a key still needs the login page to become a real user.
  if ((AUTH_ENTRY_PATHS as readonly string[]).includes(p) && hasToken && !isGuestRole(role)) {
    return { kind: 'redirect', to: '/' };
  }

  const lobbyNeedsToken = p === LOBBY_PATH && !guestModeEnabled;
  if ((isProtectedPath(p) || lobbyNeedsToken) && !hasToken) {
    // The root path is exempt from the subscribe modal, and /lobby is simply closed.
    if (p === '/' || lobbyNeedsToken) return { kind: 'redirect', to: HOME_PATH };
    // A guest on a protected path goes to /experiences/new with the guest modal, which keeps where they meant to go.
    return { kind: 'modal', modal: 'guest', intendedPath: path, returnTo: HOME_PATH };
  }

  // A 'Game Of The Day' navigation state passes only for subscribers, so it grants
  // nothing beyond what the subscription already does; it is checked to keep the rule explicit.
  if (role === 'SUBSCRIBED' || passesGotdNavState(navState, record, { isAdmin })) return ALLOW;

  // Unknown paths fall through to the router's not-found screen instead of a subscribe prompt.
  if (!isKnownRoute(p)) return ALLOW;
  if (p === '/' || isGotdPath(p)) return ALLOW;
  if (isRouteAllowed(p, record, { isAdmin }) || isAllowedWithoutCheck(p)) return ALLOW;

  return { kind: 'modal', modal: isGuestRole(role) ? 'guest' : 'plans', intendedPath: path };
}

/** True when a navigation carries the GOTD state type and the user may use it (subscribers only). */
export function passesGotdNavState(navState: unknown, record: AuthRecord | null | undefined, opts: RoleOptions = {}): boolean {
  return navStateType(navState) === GOTD_NAV_STATE_TYPE && getRole(record, opts) === 'SUBSCRIBED';
}
