import { DraftError } from './errors';
import { pickOrder, type DraftMode } from './draft-order';

/** One pick made: overall pick number (1-based), the team index (0-based), the player, whether the computer chose him. */
export interface DraftPick {
  pick: number;
  team: number;
  playerId: string;
  auto: boolean;
}

/**
 * A draft as plain JSON data, advanced one pick at a time by pure functions. Overall picks are numbered
 * from 1; `order[pick - 1]` is the team making that pick. A team whose roster is full (`keptPlayers[team]`
 * plus its picks reach `maxPlayers`) has its remaining picks passed over.
 */
export interface DraftState {
  mode: DraftMode;
  teams: number;
  rounds: number;
  /** Roster limit per team, players kept before the draft included. */
  maxPlayers: number;
  /** Players each team already holds before the draft (keepers); all zero by default. */
  keptPlayers: number[];
  order: number[];
  picks: DraftPick[];
  /** No pick may be made until `resume`. */
  paused: boolean;
  /** Pause as soon as the current round is complete. */
  pauseAfterRound: boolean;
  /** Bumped by every change: a returning browser asks for the state since the version it saw. */
  version: number;
}

export interface DraftOptions {
  teams: number;
  rounds: number;
  /** Default 'snake'. */
  mode?: DraftMode;
  /** Default: rounds + the most players any team keeps. */
  maxPlayers?: number;
  keptPlayers?: number[];
}

export interface CurrentPick {
  /** Overall pick number, from 1. */
  pick: number;
  /** Round, from 1. */
  round: number;
  /** Pick within the round, from 1. */
  pickInRound: number;
  /** Team index on the clock. */
  team: number;
}

export interface PickCommand {
  pick: number;
  team: number;
  playerId: string;
  auto?: boolean;
}

export function createDraft(opts: DraftOptions): DraftState {
  const mode = opts.mode ?? 'snake';
  const order = pickOrder(opts.teams, opts.rounds, mode);
  const kept = opts.keptPlayers ?? new Array<number>(opts.teams).fill(0);
  if (kept.length !== opts.teams || kept.some((k) => !Number.isInteger(k) || k < 0)) {
    throw new DraftError('invalid', 'Kept players must be one whole number per team.');
  }
  const maxPlayers = opts.maxPlayers ?? opts.rounds + Math.max(0, ...kept);
  if (!Number.isInteger(maxPlayers) || maxPlayers < 1) throw new DraftError('invalid', 'The roster limit must be at least one player.');
  return {
    mode, teams: opts.teams, rounds: opts.rounds, maxPlayers, keptPlayers: [...kept], order,
    picks: [], paused: false, pauseAfterRound: false, version: 0,
  };
}

/** Round (from 1) of an overall pick number. */
export function roundOf(state: Pick<DraftState, 'teams'>, pick: number): number {
  return Math.floor((pick - 1) / state.teams) + 1;
}

/** Players on each team's roster: kept players plus picks. */
export function rosterSizes(state: DraftState): number[] {
  const sizes = [...state.keptPlayers];
  for (const p of state.picks) sizes[p.team] = (sizes[p.team] ?? 0) + 1;
  return sizes;
}

/** The pick on the clock, or null when the draft is complete (every remaining pick belongs to a full roster). */
export function currentPick(state: DraftState): CurrentPick | null {
  const sizes = rosterSizes(state);
  const last = state.picks[state.picks.length - 1];
  for (let pick = (last?.pick ?? 0) + 1; pick <= state.order.length; pick++) {
    const team = state.order[pick - 1] as number;
    if ((sizes[team] ?? 0) >= state.maxPlayers) continue;
    const round = roundOf(state, pick);
    return { pick, round, pickInRound: pick - (round - 1) * state.teams, team };
  }
  return null;
}

export function isDraftComplete(state: DraftState): boolean {
  return currentPick(state) === null;
}

/** Every player taken so far. */
export function draftedPlayers(state: DraftState): Set<string> {
  return new Set(state.picks.map((p) => p.playerId));
}

/** The players one team has drafted, in pick order. */
export function teamPicks(state: DraftState, team: number): string[] {
  return state.picks.filter((p) => p.team === team).map((p) => p.playerId);
}

/**
 * Make the pick on the clock. Pure: returns a new state, the input is never changed. The command carries
 * the pick number, so a repeated or stale command is refused ('already-made', with the pick made in
 * `detail.made`) instead of taking a second player.
 */
export function makePick(state: DraftState, cmd: PickCommand): DraftState {
  const { pick, team, playerId } = cmd;
  if (!Number.isInteger(pick) || pick < 1 || pick > state.order.length) throw new DraftError('invalid', `There is no pick ${String(pick)} in this draft.`);
  if (!Number.isInteger(team) || team < 0 || team >= state.teams) throw new DraftError('invalid', `There is no team ${String(team)} in this draft.`);
  if (typeof playerId !== 'string' || playerId === '') throw new DraftError('invalid', 'A pick needs a player.');
  const made = state.picks.find((p) => p.pick === pick);
  if (made) throw new DraftError('already-made', undefined, { made });
  const cur = currentPick(state);
  if (!cur) throw new DraftError('complete');
  if (state.paused) throw new DraftError('paused');
  const size = rosterSizes(state)[team] ?? 0;
  if (size >= state.maxPlayers) throw new DraftError('roster-full', `Your roster is full (${state.maxPlayers} players).`, { maxPlayers: state.maxPlayers });
  if (pick < cur.pick) throw new DraftError('already-made', undefined, { current: cur.pick });
  if (pick > cur.pick) throw new DraftError('not-current', undefined, { current: cur.pick });
  if (team !== cur.team) throw new DraftError('out-of-turn', undefined, { onTheClock: cur.team });
  const taken = state.picks.find((p) => p.playerId === playerId);
  if (taken) throw new DraftError('player-taken', undefined, { by: taken.team, pick: taken.pick });

  const next: DraftState = {
    ...state,
    picks: [...state.picks, { pick, team, playerId, auto: cmd.auto ?? false }],
    version: state.version + 1,
  };
  if (next.pauseAfterRound) {
    const after = currentPick(next);
    if (!after) next.pauseAfterRound = false;
    else if (after.round > cur.round) {
      next.paused = true;
      next.pauseAfterRound = false;
    }
  }
  return next;
}

/**
 * Pause the draft after the current round ("draft paused after the current round"). Between rounds (or
 * before the first pick), or with `immediately` (a commissioner's pause), the draft pauses now.
 */
export function requestPause(state: DraftState, opts: { immediately?: boolean } = {}): DraftState {
  const cur = currentPick(state);
  if (!cur) throw new DraftError('complete');
  if (state.paused) return state;
  const last = state.picks[state.picks.length - 1];
  const betweenRounds = !last || roundOf(state, last.pick) < cur.round;
  if (opts.immediately || betweenRounds) return { ...state, paused: true, pauseAfterRound: false, version: state.version + 1 };
  if (state.pauseAfterRound) return state;
  return { ...state, pauseAfterRound: true, version: state.version + 1 };
}

/** Resume a paused draft, or cancel a pause still waiting for the end of the round. */
export function resume(state: DraftState): DraftState {
  if (!state.paused && !state.pauseAfterRound) return state;
  return { ...state, paused: false, pauseAfterRound: false, version: state.version + 1 };
}

/** Take back the last pick (the commissioner's fix for a mistaken pick); the pause flags are kept. */
export function undoLast(state: DraftState): DraftState {
  if (state.picks.length === 0) throw new DraftError('nothing-to-undo');
  return { ...state, picks: state.picks.slice(0, -1), version: state.version + 1 };
}
