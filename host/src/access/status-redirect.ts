import { isPlayPath, type NavigationDecision } from '@bb/shared';

export const DASHBOARD_PATH = '/dashboard';

/**
 * A user whose status does not allow a route is sent to /dashboard; shared's decideNavigation
 * never produces that redirect (it answers with a subscribe modal). Our narrowest reading: the
 * one access rule that opens a route *by status*
 * rather than by subscription is the play-screen rule ("paths containing /play are allowed for
 * guests who are not logged in, or for subscribed users"). A logged-in user who is neither is
 * the user whose status the route does not allow: instead of the plan modal over a play screen
 * they cannot use, they go to /dashboard. Play paths shared allows without check (single and
 * head-to-head play) never reach here, because decideNavigation allows them first.
 */
export function applyStatusRedirect(decision: NavigationDecision, path: string): NavigationDecision {
  if (decision.kind === 'modal' && decision.modal === 'plans' && isPlayPath(path)) {
    return { kind: 'redirect', to: DASHBOARD_PATH };
  }
  return decision;
}
