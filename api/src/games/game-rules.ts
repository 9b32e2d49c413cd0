import type { Decision, GameState } from '@bb/engine';
import type { GameSideName, SubstitutionRequest } from '@bb/contract';
import type { GameRecord } from './game-store';
import { mayPlay, SUBSCRIBE_TO_ACCESS } from './mode-access';
import { policyOf, type PolicyAction } from './mode-policy';
import { humanSeats, isParticipant, sideIndex, sideName, viewerSide, type GameActor } from './seats';

/** Everything a user may ask of a game in play; the decide path turns it into an engine decision. */
export type PlayRequest =
  | { type: 'swingAway' }
  | { type: 'quickPlay'; scope: 'halfInning' | 'game' }
  | { type: 'steal' | 'sacrificeBunt' | 'hitAndRun' | 'intentionalWalk' | 'infieldIn' }
  | { type: 'baserunning'; scale: 5 | 7; value: number }
  | { type: 'mode'; mode: 0 | 1 }
  | SubstitutionRequest
  | { type: 'undo' }
  | { type: 'reset' }
  | { type: 'exit' };

export type RequestAction = PolicyAction | 'exit';

export function actionOf(request: PlayRequest): RequestAction {
  switch (request.type) {
    case 'swingAway':
    case 'quickPlay':
    case 'undo':
    case 'reset':
    case 'exit':
      return request.type;
    case 'steal':
    case 'sacrificeBunt':
    case 'hitAndRun':
    case 'intentionalWalk':
    case 'infieldIn':
      return 'tactics';
    case 'baserunning':
    case 'mode':
      return 'settings';
    default:
      return 'substitutions';
  }
}

/** The engine decision for a request made by the manager of `team`. */
export function decisionOf(request: PlayRequest, team: 0 | 1): Decision | null {
  switch (request.type) {
    case 'swingAway':
      return { type: 'swingAway' };
    case 'quickPlay':
      return { type: 'quickPlay', scope: request.scope };
    case 'steal':
    case 'sacrificeBunt':
    case 'hitAndRun':
    case 'intentionalWalk':
    case 'infieldIn':
      return { type: request.type };
    case 'baserunning':
      return { type: 'setBaserunning', team, scale: request.scale, value: request.value };
    case 'mode':
      return { type: 'setMode', team, mode: request.mode };
    case 'pinchHitter':
      return { type: 'pinchHitter', team, cardId: request.cardId };
    case 'newPitcher':
      return { type: 'newPitcher', team, cardId: request.cardId };
    case 'pinchRunner':
      return { type: 'pinchRunner', team, base: request.base, cardId: request.cardId };
    case 'defensiveSwitch':
      return { type: 'defensiveSwitch', team, moves: request.moves };
    default:
      return null;
  }
}

export const NOT_IN_THIS_MODE = 'This action is not available in this game.';
export const NOT_YOUR_GAME = 'You do not manage a team in this game.';
export const NOT_YOUR_ROLL = 'It is the other manager’s turn to roll.';
export const NEEDS_COMPUTER_OPPONENT = 'Quick play is only available against the computer.';
export const COMPUTER_ROLLS = 'The computer is rolling for its side.';

export interface Refusal {
  status: 400 | 403 | 409 | 422;
  message: string;
}

/**
 * The mode policy and the seat rules for one action by one actor — the same answer for the decide path (which
 * refuses) and the controls the play screen shows (which disable). Rules common to every mode: a side's actions
 * belong to that side's seat; with two humans the batting side rolls and nobody quick-plays.
 */
export function policyRefusal(record: GameRecord, state: GameState, actor: GameActor, action: RequestAction): Refusal | null {
  const policy = policyOf(record.mode);
  if (!mayPlay(policy, actor.userId === null ? null : actor)) return { status: 403, message: SUBSCRIBE_TO_ACCESS };
  if (!isParticipant(record, actor)) return { status: 403, message: NOT_YOUR_GAME };
  const side = viewerSide(record, actor);
  const twoHumans = humanSeats(record) === 2;
  // A seat the computer took over rolls for itself where the mode says so: nobody rolls in its place.
  const computerAtBat = policy.computerRolls && record.seats[battingSide(state)].kind === 'computer';
  switch (action) {
    case 'exit':
      // A Game of the Day guest's browser aborts every exit call, so he is never offered one.
      return actor.isGotdGuest ? { status: 403, message: NOT_IN_THIS_MODE } : null;
    case 'swingAway':
      if (policy.swingAway === 'nobody') return { status: 403, message: NOT_IN_THIS_MODE };
      if (twoHumans && side !== battingSide(state)) return { status: 403, message: NOT_YOUR_ROLL };
      if (computerAtBat) return { status: 403, message: COMPUTER_ROLLS };
      return null;
    case 'quickPlay':
      if (policy.quickPlay === 'nobody') return { status: 403, message: NOT_IN_THIS_MODE };
      // Against a seat the computer took over, quick play lets the computer play both sides at once: allowed.
      return twoHumans ? { status: 403, message: NEEDS_COMPUTER_OPPONENT } : null;
    case 'undo':
    case 'reset':
    case 'setup':
      if (policy[action] === 'nobody' || (twoHumans && action !== 'setup')) return { status: 403, message: NOT_IN_THIS_MODE };
      return null;
    default:
      if (policy[action] === 'nobody') return { status: 403, message: NOT_IN_THIS_MODE };
      return side === null ? { status: 403, message: NOT_YOUR_GAME } : null;
  }
}

export function battingSide(state: GameState): GameSideName {
  return sideName(state.half);
}

/** The team a side action is made for: the viewer's own. */
export function actingTeam(record: GameRecord, actor: GameActor): 0 | 1 | null {
  const side = viewerSide(record, actor);
  return side === null ? null : sideIndex(side);
}
