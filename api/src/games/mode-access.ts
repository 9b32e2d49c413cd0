import { GameServiceError } from './game-store';
import type { ModePolicy } from './mode-policy';

/** Guest modal and plan modal text: the server answers with the words the shell shows. */
export const SUBSCRIBE_TO_ACCESS = 'Please subscribe in order to access this section';

type Caller = { isSubscribed?: boolean; isAdmin?: boolean; isGotdGuest?: boolean } | null;

/**
 * The shell's route rule, applied by the API to a mode's games: play screens are open to guests (a visitor
 * or a GOTD guest) and to subscribers, not to a logged-in user without a plan (the shell shows him the plan modal);
 * subscribers-only modes need a plan. Admins count as subscribed, as in the shell.
 */
export function mayPlay(policy: ModePolicy, caller: Caller): boolean {
  const subscribed = caller !== null && caller.isGotdGuest !== true && (caller.isSubscribed === true || caller.isAdmin === true);
  switch (policy.access) {
    case 'guest-mode':
      return caller === null || caller.isGotdGuest === true || subscribed;
    case 'subscribers':
      return subscribed;
    case 'gotd':
      // Everyone may play the daily game; its own registration route asks for a player (account or GOTD guest).
      return true;
  }
}

export function assertMayPlay(policy: ModePolicy, caller: Caller): void {
  if (!mayPlay(policy, caller)) throw new GameServiceError(SUBSCRIBE_TO_ACCESS, 403);
}
