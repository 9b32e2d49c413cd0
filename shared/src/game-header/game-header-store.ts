/**
 * What the shared header needs to know about the game on screen (LIVE/Replay marker, exit prompt). The gameplay
 * remote drives it; the host header only reads it. Framework-free: a plain subscribable value.
 */
export type GameMode = 'LIVE' | 'Replay';

export interface GameHeaderState {
  /** The LIVE or Replay marker; null when no marker should show. */
  mode: GameMode | null;
  /** A dice roll is pending and it is the user's own side to act: logo and close are disabled. */
  dicePendingOwnTurn: boolean;
}

type Listener = (state: GameHeaderState) => void;

const INITIAL: GameHeaderState = Object.freeze({ mode: null, dicePendingOwnTurn: false });

let state: GameHeaderState = INITIAL;
const listeners = new Set<Listener>();

function update(patch: Partial<GameHeaderState>): void {
  const next = { ...state, ...patch };
  if (next.mode === state.mode && next.dicePendingOwnTurn === state.dicePendingOwnTurn) return;
  state = next;
  listeners.forEach((listener) => listener(state));
}

export const gameHeader = {
  getState: (): GameHeaderState => state,
  setMode: (mode: GameMode | null): void => update({ mode }),
  setDicePendingOwnTurn: (dicePendingOwnTurn: boolean): void => update({ dicePendingOwnTurn }),
  /** Back to no marker and nothing pending (the gameplay remote calls this when a game unmounts). */
  reset: (): void => update(INITIAL),
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
