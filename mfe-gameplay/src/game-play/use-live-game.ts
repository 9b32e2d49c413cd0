import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { cancelApi, errorMessageOf, fetchApi, isApiError, isCancelled, notifyError, toast, type GameActionResult, type GamePlay, type GameStreamMessage, type GameView, type H2HGameInfo } from '@bb/shared';
import { gameKeys, playApi, type GameSource, type GotdInfo } from '../game-api/games-api';

export type GameAction = 'swing' | 'quick' | 'half' | 'undo' | 'exit' | 'sub' | 'tactic' | 'rejoin';

/** The server's words when a decision was made on a screen older than the game (spec: reload, do not guess). */
export const STALE_GAME = 'This game was changed on another device. Please reload.';
/** A play failure whose answer carries `refresh: true` reloads the page after 5 seconds. */
export const REFRESH_DELAY_MS = 5000;

export interface LiveGameEnvironment {
  reload(): void;
  schedule(run: () => void, ms: number): void;
}
const browser: LiveGameEnvironment = {
  reload: () => window.location.reload(),
  schedule: (run, ms) => void setTimeout(run, ms),
};

export interface LiveGame {
  game: GameView | null;
  gotd: GotdInfo | null;
  /**
   * Head-to-head games: the live block beside the game (clock, players, spectators). Not versioned with the game:
   * the newest one received wins, whatever the game version of the message that carried it.
   */
  headToHead: H2HGameInfo | null;
  /** The viewer may no longer see the game (a spectator the owner blocked): the server's words, shown instead. */
  gone: string | null;
  /** Every play held, by index (the All Plays log and the stream's position). */
  plays: GamePlay[];
  /** The newest plate appearance with dice (the projection shows it). */
  lastRoll: GamePlay | null;
  /** The action in flight (spec: pending → fulfilled / rejected). */
  pending: GameAction | null;
  error: string | null;
  /** Bumped after every change so open tabs refetch their data. */
  revision: number;
  run(action: GameAction, call: (version: number) => Promise<GameActionResult>): Promise<GameActionResult | null>;
  /** A live-stream message: its game applied when newer than the game shown; its head-to-head block always. */
  apply(message: GameStreamMessage): void;
  /** A head-to-head answer's block (spectator settings, rejoin). */
  applyHeadToHead(block: H2HGameInfo): void;
  /** Loads everything again; a refusal (403/404) means the viewer may no longer see the game (`gone`). */
  recheck(): Promise<void>;
}

const newestRoll = (plays: GamePlay[]): GamePlay | null => [...plays].reverse().find((p) => p.dice?.d6 !== undefined) ?? null;

/** Plays merged by index: a newer copy of a play replaces the older one; the list stays in game order. */
export function mergePlays(held: GamePlay[], incoming: GamePlay[]): GamePlay[] {
  if (incoming.length === 0) return held;
  const byIndex = new Map(held.map((p) => [p.index, p]));
  for (const play of incoming) byIndex.set(play.index, play);
  return [...byIndex.values()].sort((a, b) => a.index - b.index);
}

const refreshRequested = (err: unknown) => isApiError(err) && !!err.data && typeof err.data === 'object' && (err.data as { refresh?: unknown }).refresh === true;
const isStale = (err: unknown) => isApiError(err) && err.status === 409 && err.serverMessage === STALE_GAME;
const isRefusal = (err: unknown) => isApiError(err) && (err.status === 403 || err.status === 404);

/** The play screen's state: the server's view of the game, the plays, and the decisions sent to it. */
export function useLiveGame(source: GameSource, environment: LiveGameEnvironment = browser): LiveGame {
  const [game, setGame] = useState<GameView | null>(null);
  const [gotd, setGotd] = useState<GotdInfo | null>(null);
  const [headToHead, setHeadToHead] = useState<H2HGameInfo | null>(null);
  const [gone, setGone] = useState<string | null>(null);
  const [plays, setPlays] = useState<GamePlay[]>([]);
  const [lastRoll, setLastRoll] = useState<GamePlay | null>(null);
  const [pending, setPending] = useState<GameAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [revision, setRevision] = useState(0);
  // The version shown, read synchronously by stream messages that arrive between renders.
  const shown = useRef(-1);
  const env = useRef(environment);
  const { base, gameId, session } = source;

  const show = useCallback((view: GameView) => {
    shown.current = view.version;
    setGame(view);
    setRevision((r) => r + 1);
  }, []);

  const reloadAll = useCallback(
    async () => {
      const at = { base, gameId, session };
      const [loaded, list] = await Promise.all([
        fetchApi(gameKeys.load(at), (signal) => playApi.load(at, signal)),
        fetchApi(gameKeys.plays(at), (signal) => playApi.plays(at, signal)),
      ]);
      // The whole screen fills in from these: as a transition React renders it in slices of a few milliseconds, not in
      // one task that holds a phone's main thread for hundreds. A decision's answer (run) stays an urgent update.
      startTransition(() => {
        show(loaded.game);
        setGotd(loaded.gotd ?? null);
        setHeadToHead(loaded.headToHead ?? null);
        setPlays(list);
        setLastRoll(newestRoll(list));
      });
    },
    [base, gameId, session, show],
  );

  useEffect(() => {
    reloadAll().catch((err) => {
      if (isCancelled(err)) return;
      setError(errorMessageOf(err));
      notifyError(err);
    });
    // Leaving the game (or switching to another) cancels its loads.
    return () => cancelApi(gameKeys.load({ base, gameId, session }), gameKeys.plays({ base, gameId, session }));
  }, [reloadAll, base, gameId, session]);

  const run = useCallback(
    async (action: GameAction, call: (version: number) => Promise<GameActionResult>) => {
      setPending(action);
      setError(null);
      try {
        const result = await call(shown.current < 0 ? 0 : shown.current);
        // The stream may already have brought a newer game than this answer (an undo goes back on purpose).
        if (action === 'undo' || result.game.version >= shown.current) show(result.game);
        if (action === 'undo') {
          // The undone plays are gone: the held list is rebuilt from the server's.
          const list = await playApi.plays({ base, gameId, session });
          setPlays(list);
          setLastRoll(newestRoll(list));
        } else {
          setPlays((held) => mergePlays(held, result.game.lastPlays));
          // A substitution rolls no dice: the last roll stays.
          setLastRoll((previous) => newestRoll(result.game.lastPlays) ?? previous);
        }
        if (result.message) toast.success(result.message);
        return result;
      } catch (err) {
        setError(errorMessageOf(err));
        notifyError(err);
        if (refreshRequested(err)) env.current.schedule(() => env.current.reload(), REFRESH_DELAY_MS);
        else if (isStale(err)) await reloadAll().catch(notifyError);
        return null;
      } finally {
        setPending(null);
      }
    },
    [base, gameId, session, reloadAll, show],
  );

  const apply = useCallback(
    (message: GameStreamMessage) => {
      // Spectators and connections change without a decision: the block comes with the same game version.
      if (message.headToHead) setHeadToHead(message.headToHead);
      if (message.version <= shown.current) return;
      show(message.game);
      if (message.resync) {
        playApi.plays({ base, gameId, session }).then((list) => {
          setPlays(list);
          setLastRoll(newestRoll(list));
        }, notifyError);
        return;
      }
      setPlays((held) => mergePlays(held, message.plays));
      const roll = newestRoll(message.plays);
      if (roll) setLastRoll(roll);
    },
    [base, gameId, session, show],
  );

  const recheck = useCallback(
    () =>
      reloadAll().catch((err) => {
        if (isRefusal(err)) setGone(errorMessageOf(err));
        else notifyError(err);
      }),
    [reloadAll],
  );

  return { game, gotd, headToHead, gone, plays, lastRoll, pending, error, revision, run, apply, applyHeadToHead: setHeadToHead, recheck };
}
