import { legalActions, type GameState } from '@bb/engine';
import type { ControlState, GameControls } from '@bb/contract';
import { NOT_IN_THIS_MODE, policyRefusal, type RequestAction } from './game-rules';
import { GAME_OVER, type GameRecord } from './game-store';
import { policyOf } from './mode-policy';
import { sideIndex, viewerSide, type GameActor } from './seats';
import { teamSettings } from './engine-rules';

type EngineKey = keyof ReturnType<typeof legalActions>['actions'];

const ALLOWED: ControlState = { allowed: true };
/** A control the mode does not have at all carries no reason: the play screen leaves it out (no Undo in the Game of the Day). */
const no = (reason: string): ControlState => (reason === NOT_IN_THIS_MODE ? { allowed: false } : { allowed: false, reason });

/** Exit is there or not: a viewer refused it (a Game of the Day guest) has no Exit button at all. */
const exitControl = (refusal: { message: string } | null): ControlState => (refusal ? no(NOT_IN_THIS_MODE) : ALLOWED);

/**
 * What one viewer may do now: the mode's policy and the seat rules (the decide path's own check) and, for moves,
 * the engine's legality for the viewer's side. The play screen enables its controls from this and nothing else,
 * so a button is enabled exactly when the server would accept the request.
 */
export function controlsFor(record: GameRecord, state: GameState, actor: GameActor): GameControls {
  const side = viewerSide(record, actor);
  const team = side === null ? null : sideIndex(side);
  const final = state.status === 'final' || record.exited;
  // Game-level moves (the roll) are judged for the side at bat; side moves for the viewer's own side.
  const atBat = legalActions(state, state.half).actions;
  const mine = team === null ? null : legalActions(state, team).actions;

  const control = (action: RequestAction, key?: EngineKey, own = true): ControlState => {
    if (final) return no(GAME_OVER);
    const refusal = policyRefusal(record, state, actor, action);
    if (refusal) return no(refusal.message);
    if (!key) return ALLOWED;
    const legal = (own ? mine : atBat)?.[key];
    if (!legal) return no(GAME_OVER);
    return legal.allowed ? ALLOWED : no(legal.reason ?? GAME_OVER);
  };

  const settings = teamSettings(state, team ?? 1);
  const undo = (() => {
    if (record.exited) return no(GAME_OVER);
    const refusal = policyRefusal(record, state, actor, 'undo');
    if (refusal) return no(refusal.message);
    return state.decisions.length > 0 ? ALLOWED : no('Nothing to undo yet.');
  })();
  return {
    swingAway: control('swingAway', 'swingAway', false),
    quickPlay: control('quickPlay', 'quickPlay', false),
    undo,
    exit: final ? no(GAME_OVER) : exitControl(policyRefusal(record, state, actor, 'exit')),
    replay: policyOf(record.mode).replay === 'always' || state.status === 'final' ? ALLOWED : no('The replay opens once the game is over.'),
    sacrificeBunt: control('tactics', 'sacrificeBunt'),
    steal: control('tactics', 'steal'),
    hitAndRun: control('tactics', 'hitAndRun'),
    intentionalWalk: control('tactics', 'intentionalWalk'),
    infieldIn: control('tactics', 'infieldIn'),
    pinchHitter: control('substitutions', 'pinchHitter'),
    pinchRunner: control('substitutions', 'pinchRunner'),
    newPitcher: control('substitutions', 'newPitcher'),
    defensiveSwitch: control('substitutions', 'defensiveSwitch'),
    baserunning: { ...control('settings', 'setBaserunning'), ...settings.baserunning },
    mode: { ...control('settings', 'setMode'), value: settings.mode },
  };
}
