/**
 * The one path every decision of every mode goes through: the route family, who may see the game, the mode's
 * policy and the seat rules, the version the client saw, the engine's legality and bounds; then one engine step,
 * one conditional write, and the change goes out on the game's live topic (see game-store `onGameChanged`).
 */
import { SubstitutionError, applyDecision, replayGame, type Decision, type GameState, type PlayEvent } from '@bb/engine';
import type { Database } from '../db/database';
import { actionOf, actingTeam, decisionOf, policyRefusal, type PlayRequest } from './game-rules';
import { engineRefusal } from './engine-rules';
import {
  CONFLICT, GAME_OVER, GameBrokenError, GameServiceError, NOT_FOUND, currentRecord, forget, liveState, persist, readRecord, remember,
  type GameRecord, type GameSideName, type LoadedGame, type PersistExtra,
} from './game-store';
import { modeHooks } from './mode-hooks';
import { policyOf } from './mode-policy';
import { assertCanView, humanSeats, sideIndex, viewerSide, type GameActor, type Seats } from './seats';

export interface DecisionResult extends LoadedGame {
  /** Events the decision produced, in order. */
  events: PlayEvent[];
}

export interface DecideInput {
  gameId: string;
  actor: GameActor;
  request: PlayRequest;
  /** The revision the client saw; absent from trusted callers and old clients. */
  version?: number;
  /** The route family the request came through: a mode's games answer only on their own. */
  via: 'games' | 'gotd';
}

/** A game as seen through one route family: another family's games do not exist there. */
export function assertRoute(record: GameRecord, via: 'games' | 'gotd'): void {
  if (policyOf(record.mode).routes !== via) throw new GameServiceError(NOT_FOUND, 404);
}

export async function viewGame(database: Database, gameId: string, actor: GameActor, via: 'games' | 'gotd'): Promise<LoadedGame> {
  const record = await readRecord(database, gameId);
  assertRoute(record, via);
  assertCanView(record, policyOf(record.mode), actor, NOT_FOUND);
  await modeHooks(record.mode).assertViewer?.(database, record, actor);
  const { state } = await liveState(database, record);
  return { record, state };
}

export async function decide(database: Database, input: DecideInput): Promise<DecisionResult> {
  const result = await decideLatest(database, input);
  await modeHooks(result.record.mode).afterDecision?.(database, result.record, result.state, input.actor, input.request);
  return result;
}

async function decideLatest(database: Database, input: DecideInput): Promise<DecisionResult> {
  const { record, fromCache } = await currentRecord(database, input.gameId);
  try {
    return await decideOn(database, record, input);
  } catch (error) {
    // This process's copy may be behind another instance's write: read the row once more before refusing.
    if (!fromCache || !(error instanceof GameServiceError) || error.statusCode !== 409 || error.message !== CONFLICT) throw error;
    forget(input.gameId);
    return decideOn(database, await readRecord(database, input.gameId), input);
  }
}

function refuse(status: number, message: string): never {
  throw new GameServiceError(message, status);
}

async function decideOn(database: Database, seen: GameRecord, input: DecideInput): Promise<DecisionResult> {
  const { actor, request } = input;
  assertRoute(seen, input.via);
  const policy = policyOf(seen.mode);
  assertCanView(seen, policy, actor, NOT_FOUND);
  const hooks = modeHooks(seen.mode);
  await hooks.assertViewer?.(database, seen, actor);
  // The mode's due work first (a decision clock that ran out), which may refuse the request.
  const record = hooks.beforeDecision ? await hooks.beforeDecision(database, seen, actor, request) : seen;
  const live = await liveState(database, record);
  const action = actionOf(request);
  const refusal = policyRefusal(record, live.state, actor, action);
  if (refusal) {
    // A client who has seen a newer game than this copy: the copy is behind another instance's write (head to head on
    // two instances: the other player's half-inning was played there), so it is no ground to refuse. The conflict
    // makes the caller read the row again and judge on that.
    if (input.version !== undefined && input.version > record.revision) refuse(409, CONFLICT);
    refuse(refusal.status, refusal.message);
  }
  if (input.version !== undefined && input.version !== record.revision) refuse(409, CONFLICT);

  if (request.type === 'undo') return undo(database, record, live);
  if (request.type === 'reset') return reset(database, record, live);
  if (live.state.status === 'final' || record.exited) refuse(409, GAME_OVER);
  if (request.type === 'exit') return exit(database, record, live, actor);

  const team = actingTeam(record, actor);
  const decision = decisionOf(request, team ?? sideIndex(live.state.half === 0 ? 'away' : 'home'));
  if (!decision) refuse(400, NOT_FOUND);
  const illegal = engineRefusal(live.state, team, decision);
  if (illegal) refuse(illegal.status, illegal.message);
  return step(database, record, live, [decision]);
}

/** Applies decisions to the live state, writes the new log and keeps the state for the next move. */
async function step(
  database: Database,
  record: GameRecord,
  live: Awaited<ReturnType<typeof liveState>>,
  decisions: Decision[],
  extra: PersistExtra = {},
): Promise<DecisionResult> {
  let next: GameState = live.state;
  try {
    for (const decision of decisions) next = applyDecision(next, decision, live.runtime);
  } catch (error) {
    if (error instanceof SubstitutionError) throw new GameServiceError(error.message, 400, error.detail);
    throw new GameBrokenError(error);
  }
  const updated = await persist(database, record, next, extra);
  remember(updated, { ...live, state: next });
  return { record: updated, state: next, events: next.events.slice(live.state.events.length) };
}

/**
 * The user leaves. Against the computer it finishes the game at once (the result counts); where play goes on
 * without him (head to head, leagues) the computer takes his seat, and finishes only when no human is left.
 */
async function exit(database: Database, record: GameRecord, live: Awaited<ReturnType<typeof liveState>>, actor: GameActor): Promise<DecisionResult> {
  const policy = policyOf(record.mode);
  const side = viewerSide(record, actor);
  if (policy.exit === 'computer-finishes' || side === null) {
    return step(database, record, live, [{ type: 'quickPlay', scope: 'game' }], { exited: true });
  }
  const handOver = seatToComputer(record, side);
  return step(database, record, live, handOver.decisions, handOver.extra);
}

/** The computer takes a side's seat for the rest of the game, and finishes the game when no human is left. */
export function seatToComputer(record: GameRecord, side: GameSideName): { decisions: Decision[]; extra: PersistExtra } {
  const seats: Seats = { ...record.seats, [side]: { kind: 'computer' } };
  const handOver: Decision = { type: 'setManager', team: sideIndex(side), kind: 'computer' };
  const nobodyLeft = humanSeats({ ...record, seats }) === 0;
  return { decisions: nobodyLeft ? [handOver, { type: 'quickPlay', scope: 'game' }] : [handOver], extra: { seats, exited: nobodyLeft } };
}

/**
 * The server's own decisions (a decision clock that ran out, a seat handed to the computer or back): no actor and no
 * policy, but the engine's legality, one step and the one conditional write on the revision of `record`, the game as
 * the caller judged it (409 when it has moved on since).
 */
export async function systemDecide(database: Database, record: GameRecord, decisions: Decision[], extra: PersistExtra = {}): Promise<DecisionResult> {
  const live = await liveState(database, record);
  if (live.state.status === 'final' || record.exited) refuse(409, GAME_OVER);
  return step(database, record, live, decisions, extra);
}

async function undo(database: Database, record: GameRecord, live: Awaited<ReturnType<typeof liveState>>): Promise<DecisionResult> {
  // Not after the user left: the computer finished that game.
  if (record.exited) refuse(409, GAME_OVER);
  if (record.decisions.length === 0) refuse(409, 'Nothing to undo yet.');
  const state = replayGame(live.setup, record.decisions.slice(0, -1), live.runtime);
  const updated = await persist(database, record, state, { status: state.decisions.length === 0 ? 'setup' : 'live', rewound: true });
  remember(updated, { ...live, state });
  return { record: updated, state, events: [] };
}

/** History "reset": the same matchup and dice from the first pitch. */
async function reset(database: Database, record: GameRecord, live: Awaited<ReturnType<typeof liveState>>): Promise<DecisionResult> {
  const state = replayGame(live.setup, [], live.runtime);
  const updated = await persist(database, record, state, { status: 'setup', exited: false, rewound: true });
  remember(updated, { ...live, state });
  return { record: updated, state, events: [] };
}
