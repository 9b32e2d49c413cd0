import { create } from 'zustand';
import { notifyError, toast, type FavoritePlayer, type FavoritePlayerType, type FavoriteTeam, type Pagination } from '@bb/shared';
import { addFavoritePlayer, addFavoriteTeam, fetchFavoritePlayers, fetchFavoriteTeams, removeFavoritePlayer, removeFavoriteTeam } from './favorites-api';
import { favoritesMessages } from './favorites-messages';

/** A row stays on screen after removal (unstarred) so a mistaken removal can be undone in place. */
export type Starred<T> = T & { favorite: boolean; busy: boolean };

export interface ListState<T> {
  items: Array<Starred<T>>;
  pagination: Pagination | null;
  loading: boolean;
  error: boolean;
}

const emptyList = <T>(): ListState<T> => ({ items: [], pagination: null, loading: false, error: false });

export const playerKey = (p: Pick<FavoritePlayer, 'playerId' | 'position' | 'customTeamId'>) => `${p.playerId}|${p.position}|${p.customTeamId}`;

/** A page above 1 is appended to what is shown; page 1 replaces it. */
export function mergePage<T>(current: Array<Starred<T>>, page: T[], pagination: Pagination, key: (item: T) => string): Array<Starred<T>> {
  const incoming = page.map((item) => ({ ...item, favorite: true, busy: false }));
  if (pagination.currentPage <= 1) return incoming;
  const seen = new Set(current.map(key));
  return [...current, ...incoming.filter((item) => !seen.has(key(item)))];
}

interface FavoritesState {
  players: Record<FavoritePlayerType, ListState<FavoritePlayer>>;
  teams: ListState<FavoriteTeam>;
  loadPlayers(type: FavoritePlayerType, page: number): Promise<void>;
  loadTeams(page: number): Promise<void>;
  togglePlayer(type: FavoritePlayerType, player: FavoritePlayer): Promise<void>;
  toggleTeam(team: FavoriteTeam): Promise<void>;
  reset(): void;
}

const m = favoritesMessages.t;

export const useFavorites = create<FavoritesState>((set, get) => {
  const patchPlayers = (type: FavoritePlayerType, patch: Partial<ListState<FavoritePlayer>>) =>
    set((s) => ({ players: { ...s.players, [type]: { ...s.players[type], ...patch } } }));
  const patchPlayer = (type: FavoritePlayerType, key: string, patch: Partial<Starred<FavoritePlayer>>) =>
    set((s) => ({
      players: { ...s.players, [type]: { ...s.players[type], items: s.players[type].items.map((p) => (playerKey(p) === key ? { ...p, ...patch } : p)) } },
    }));
  const patchTeam = (id: number, patch: Partial<Starred<FavoriteTeam>>) =>
    set((s) => ({ teams: { ...s.teams, items: s.teams.items.map((t) => (t.id === id ? { ...t, ...patch } : t)) } }));

  return {
    players: { B: emptyList(), P: emptyList() },
    teams: emptyList(),

    async loadPlayers(type, page) {
      patchPlayers(type, { loading: true, error: false });
      try {
        const { players, pagination } = await fetchFavoritePlayers(type, page);
        patchPlayers(type, { loading: false, pagination, items: mergePage(get().players[type].items, players, pagination, playerKey) });
      } catch (error) {
        notifyError(error);
        patchPlayers(type, { loading: false, error: true });
      }
    },

    async loadTeams(page) {
      set((s) => ({ teams: { ...s.teams, loading: true, error: false } }));
      try {
        const { teams, pagination } = await fetchFavoriteTeams(page);
        set((s) => ({ teams: { ...s.teams, loading: false, pagination, items: mergePage(s.teams.items, teams, pagination, (t) => String(t.id)) } }));
      } catch (error) {
        notifyError(error);
        set((s) => ({ teams: { ...s.teams, loading: false, error: true } }));
      }
    },

    async togglePlayer(type, player) {
      const key = playerKey(player);
      const row = get().players[type].items.find((p) => playerKey(p) === key);
      if (!row || row.busy) return;
      patchPlayer(type, key, { busy: true });
      try {
        if (row.favorite) {
          await removeFavoritePlayer(row);
          patchPlayer(type, key, { favorite: false, busy: false });
          toast.success(m('playerRemoved'));
        } else {
          await addFavoritePlayer({ playerId: row.playerId, year: row.year, position: row.position, customTeamId: row.customTeamId, playerType: row.playerType });
          patchPlayer(type, key, { favorite: true, busy: false });
          toast.success(m('playerAdded'));
        }
      } catch (error) {
        notifyError(error);
        patchPlayer(type, key, { busy: false });
      }
    },

    async toggleTeam(team) {
      const row = get().teams.items.find((t) => t.id === team.id);
      if (!row || row.busy) return;
      patchTeam(row.id, { busy: true });
      try {
        if (row.favorite) {
          await removeFavoriteTeam(row.id);
          patchTeam(row.id, { favorite: false, busy: false });
          toast.success(m('teamRemoved'));
        } else {
          const newId = await addFavoriteTeam({ teamId: row.teamId, year: row.year });
          patchTeam(row.id, { id: newId, favorite: true, busy: false });
          toast.success(m('teamAdded'));
        }
      } catch (error) {
        notifyError(error);
        patchTeam(row.id, { busy: false });
      }
    },

    reset: () => set({ players: { B: emptyList(), P: emptyList() }, teams: emptyList() }),
  };
});
