import { QueryClient, notifyManager } from '@tanstack/react-query';

/**
 * The browser's one cache of server answers. @bb/shared is a federation singleton, so the shell and every remote read
 * and invalidate this same client (no provider needed: the hooks pass it explicitly, which also works in a remote's
 * own React root).
 *
 * The defaults keep what the hand-written loads did: the API clients never retry (a retry would repeat a 500 report
 * and delay the 401 redirect), a screen loads when it mounts, nothing reloads behind the user's back on focus or
 * reconnect, and an offline call still runs so the client can say 'No Internet Connection'.
 */
// Screens hear an answer in the microtask after it settles, not a timer later: the same batching, no timer a test's
// fake clock or a leak probe must run, and an answer is on screen in the task that received it.
notifyManager.setScheduler(queueMicrotask);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      networkMode: 'always',
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      // Answers are plain JSON replaced as a whole; walking a league's schedule to share unchanged parts costs a
      // phone more than the re-render it saves.
      structuralSharing: false,
      // An answer no screen shows is kept a minute: back and forth between screens is instant, and a long session
      // neither hoards every league it saw nor leaves a timer behind a remote unmounted for longer.
      gcTime: 60_000,
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});
