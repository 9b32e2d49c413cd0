import { create } from 'zustand';
import type { LobbyLeague, TournamentChangedEvent } from '@bb/shared';
import { fetchLobbyLeagues } from './lobby-leagues-api';

export interface Offset {
  x: number;
  y: number;
}

export const HOME_OFFSET: Offset = { x: 0, y: 0 };

interface LobbyWidgetState {
  minimized: boolean;
  /** Set by the first drag while minimized; a later maximize resets the position. */
  dragged: boolean;
  /** Translation from the bottom-right home position, in px. */
  offset: Offset;
  loading: boolean;
  leagues: LobbyLeague[];
  maximize(): void;
  minimize(): void;
  moveTo(offset: Offset): void;
  /** Called once a pointer has actually moved the widget. */
  dragEnded(): void;
  load(userId: string | number): Promise<void>;
  /**
   * A tournament's counts moved (a claim here, or `tournament-changed` from anywhere): its card follows; a deleted one
   * goes. Answers what happened, so the widget knows when the list itself may have changed.
   */
  applyChange(change: TournamentChange): 'updated' | 'removed' | 'unknown';
  reset(): void;
}

export type TournamentChange = Pick<TournamentChangedEvent, 'leagueId' | 'claimedTeamCount' | 'totalMembers' | 'status'> & { joined?: boolean };

const initial = { minimized: true, dragged: false, offset: HOME_OFFSET, loading: false, leagues: [] as LobbyLeague[] };

let latestLoad = 0;

/** The floating widget's state: minimized/maximized, drag position and the leagues it lists. */
export const useLobbyWidgetStore = create<LobbyWidgetState>((set, get) => ({
  ...initial,
  // Maximizing shows the loader at once (the widget fetches on maximize). After a drag it also
  // puts the widget back at its home position so the panel fits.
  maximize: () =>
    set((state) => (state.dragged ? { minimized: false, loading: true, dragged: false, offset: HOME_OFFSET } : { minimized: false, loading: true })),
  minimize: () => set({ minimized: true }),
  moveTo: (offset) => set({ offset }),
  dragEnded: () => {
    if (get().minimized && !get().dragged) set({ dragged: true });
  },
  load: async (userId) => {
    const ticket = ++latestLoad;
    set({ loading: true });
    try {
      const leagues = await fetchLobbyLeagues(userId);
      if (ticket === latestLoad) set({ loading: false, leagues });
    } catch {
      // A failed fetch only stops loading and leaves the list empty; no toast.
      if (ticket === latestLoad) set({ loading: false, leagues: [] });
    }
  },
  applyChange: (change) => {
    const { leagues } = get();
    if (!leagues.some((l) => l.leagueId === change.leagueId)) return 'unknown';
    if (change.status === 'deleted') {
      set({ leagues: leagues.filter((l) => l.leagueId !== change.leagueId) });
      return 'removed';
    }
    set({
      leagues: leagues.map((l) =>
        l.leagueId === change.leagueId
          ? { ...l, claimedTeamCount: change.claimedTeamCount, totalMembers: change.totalMembers, isJoinedLeague: l.isJoinedLeague || change.joined === true }
          : l,
      ),
    });
    return 'updated';
  },
  reset: () => {
    latestLoad += 1;
    set(initial);
  },
}));
