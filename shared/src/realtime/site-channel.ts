import { useEffect, useRef } from 'react';
import type { TournamentChangedEvent } from '@bb/contract';
import type { RealtimeChannel } from './realtime-channel';

type TournamentListener = (event: TournamentChangedEvent) => void;

/**
 * The page's one realtime channel, set by the shell's realtime session (host/src/realtime/realtime-session.ts) while a
 * user is logged in. @bb/shared is a single shared copy for the shell and every remote, so the floating lobby widget
 * and a remote's page listen on that one stream instead of each opening its own. Listeners added before the channel
 * exists (or across a logout and a new login) move to whichever channel is current; with none, they hear nothing.
 */
let current: RealtimeChannel | null = null;
const tournamentListeners = new Map<TournamentListener, (() => void) | null>();

export function setSiteChannel(channel: RealtimeChannel | null): void {
  if (channel === current) return;
  current = channel;
  for (const [listener, off] of tournamentListeners) {
    off?.();
    tournamentListeners.set(listener, channel ? channel.subscribeTournaments(listener) : null);
  }
}

export function getSiteChannel(): RealtimeChannel | null {
  return current;
}

/** Every `tournament-changed` event on the site channel; returns the unsubscribe. */
export function subscribeTournamentChanges(cb: TournamentListener): () => void {
  // A wrapper of its own, so the same callback subscribed twice is two subscriptions.
  const listener: TournamentListener = (event) => cb(event);
  tournamentListeners.set(listener, current ? current.subscribeTournaments(listener) : null);
  return () => {
    tournamentListeners.get(listener)?.();
    tournamentListeners.delete(listener);
  };
}

/** React form: `onChange` (the newest one) hears every tournament change while the component is mounted and `enabled`. */
export function useTournamentChanges(onChange: TournamentListener, enabled = true): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => (enabled ? subscribeTournamentChanges((event) => latest.current(event)) : undefined), [enabled]);
}
