import { rosterOf } from '../game/flow';
import type { Decision, GameState, RosterPlayer } from '../types';
import { MESSAGES, isEligible } from './substitution';

/** Most decisions one game may hold (a nine-inning game needs about 80; extra innings and managing a few hundred). */
export const MAX_DECISIONS = 1000;
/** Intentional walks decided in a row with no plate appearance rolled between: enough to load the bases. */
export const MAX_CONSECUTIVE_INTENTIONAL_WALKS = 3;

export const REASONS = {
  over: 'The game is over.',
  tooManyDecisions: `This game has reached its limit of ${MAX_DECISIONS} decisions.`,
  tooManyWalks: `No more than ${MAX_CONSECUTIVE_INTENTIONAL_WALKS} intentional walks in a row: the next batter has to hit.`,
  atBatOnly: 'Only the team at bat can do that now.',
  fieldOnly: 'Only the team in the field can do that now.',
  notYourTeam: 'You do not manage that team.',
  noStealer: 'No runner can steal: a runner needs the next base open.',
  noSacrifice: 'A sacrifice needs a runner on base and fewer than two outs.',
  noHitAndRun: 'A hit and run needs a runner on first, second base open and fewer than two outs.',
  noInfieldIn: 'Playing the infield in needs a runner on third and fewer than two outs.',
  alreadyCalled: 'Already called for the next pitch.',
  noRunner: 'There is no runner to replace.',
  noBench: 'No eligible players are left on the bench.',
  noBullpen: 'No eligible pitchers are left in the bullpen.',
  badSetting: 'Must be one of the listed settings.',
  lineupStarted: 'Lineup is not valid! The lineup can only be set before the first pitch.',
  noSuchTeam: 'There is no such team in this game.',
} as const;

const BOUNDS: ReadonlySet<string> = new Set([REASONS.tooManyDecisions, REASONS.tooManyWalks]);

/** A bound (the server answers 422: the game cannot grow that way) or an ordinary illegal move (400). */
export function reasonKind(reason: string): 'bound' | 'illegal' {
  return BOUNDS.has(reason) ? 'bound' : 'illegal';
}

export type LegalActionKey =
  | 'swingAway' | 'quickPlay' | 'sacrificeBunt' | 'steal' | 'hitAndRun' | 'intentionalWalk' | 'newPitcher'
  | 'pinchHitter' | 'pinchRunner' | 'defensiveSwitch' | 'infieldIn' | 'setBaserunning' | 'setMode';

export interface ActionState {
  allowed: boolean;
  reason?: string;
}

export interface LegalActions {
  side: 0 | 1;
  /** True when `side` is at bat. */
  batting: boolean;
  actions: Record<LegalActionKey, ActionState>;
  /** Bases a runner may steal from (0 first, 1 second). */
  stealFrom: 0 | 1 | null;
  /** Card ids the side may bring in now: bench players (pinch hitter/runner) and pitchers (new pitcher). */
  bench: string[];
  bullpen: string[];
}

const YES: ActionState = { allowed: true };
const no = (reason: string): ActionState => ({ allowed: false, reason });

/** Which base a runner steals from, as the engine resolves a steal: first with second open, else second with third open. */
export function stealBase(s: GameState): 0 | 1 | null {
  return s.bases[0] && !s.bases[1] ? 0 : s.bases[1] && !s.bases[2] ? 1 : null;
}

function eligible(s: GameState, side: 0 | 1, pick: (p: RosterPlayer) => boolean): string[] {
  const t = s.teams[side];
  return rosterOf(s, t).players.filter((p) => pick(p) && isEligible(s, t, p.card.cardId)).map((p) => p.card.cardId);
}

/** What `side` may do now. Swing Away and quick play are the game's; who may roll is the server's policy. */
export function legalActions(s: GameState, side: 0 | 1): LegalActions {
  const batting = s.half === side;
  const stealFrom = stealBase(s);
  const bench = s.status === 'final' ? [] : eligible(s, side, (p) => !p.card.pitching || p.card.primaryPosition !== 'P');
  const bullpen = s.status === 'final' || batting ? [] : eligible(s, side, (p) => !!p.card.pitching);
  const stop = s.status === 'final' ? REASONS.over : s.decisions.length >= MAX_DECISIONS ? REASONS.tooManyDecisions : null;
  const all = (reason: string): LegalActions['actions'] => ({
    swingAway: no(reason), quickPlay: no(reason), sacrificeBunt: no(reason), steal: no(reason), hitAndRun: no(reason),
    intentionalWalk: no(reason), newPitcher: no(reason), pinchHitter: no(reason), pinchRunner: no(reason),
    defensiveSwitch: no(reason), infieldIn: no(reason), setBaserunning: no(reason), setMode: no(reason),
  });
  if (stop) return { side, batting, actions: all(stop), stealFrom: null, bench: [], bullpen: [] };
  const offence = (check: () => string | null): ActionState => {
    if (!batting) return no(REASONS.atBatOnly);
    const reason = check();
    return reason ? no(reason) : YES;
  };
  const defence = (check: () => string | null): ActionState => {
    if (batting) return no(REASONS.fieldOnly);
    const reason = check();
    return reason ? no(reason) : YES;
  };
  const runners = !!(s.bases[0] || s.bases[1] || s.bases[2]);
  return {
    side,
    batting,
    stealFrom,
    bench,
    bullpen,
    actions: {
      swingAway: YES,
      quickPlay: YES,
      sacrificeBunt: offence(() => (runners && s.outs < 2 ? null : REASONS.noSacrifice)),
      steal: offence(() => (stealFrom === null ? REASONS.noStealer : null)),
      hitAndRun: offence(() => (s.pending?.hitAndRun ? REASONS.alreadyCalled : s.bases[0] && !s.bases[1] && s.outs < 2 ? null : REASONS.noHitAndRun)),
      pinchHitter: offence(() => (bench.length ? null : REASONS.noBench)),
      pinchRunner: offence(() => (!runners ? REASONS.noRunner : bench.length ? null : REASONS.noBench)),
      intentionalWalk: defence(() => ((s.walksInRow ?? 0) >= MAX_CONSECUTIVE_INTENTIONAL_WALKS ? REASONS.tooManyWalks : null)),
      newPitcher: defence(() => (bullpen.length ? null : REASONS.noBullpen)),
      defensiveSwitch: defence(() => null),
      infieldIn: defence(() => (s.pending?.infieldIn ? REASONS.alreadyCalled : s.bases[2] && s.outs < 2 ? null : REASONS.noInfieldIn)),
      setBaserunning: YES,
      setMode: YES,
    },
  };
}

const KEY: Partial<Record<Decision['type'], LegalActionKey>> = {
  swingAway: 'swingAway', quickPlay: 'quickPlay', sacrificeBunt: 'sacrificeBunt', steal: 'steal', hitAndRun: 'hitAndRun',
  intentionalWalk: 'intentionalWalk', newPitcher: 'newPitcher', pinchHitter: 'pinchHitter', pinchRunner: 'pinchRunner',
  defensiveSwitch: 'defensiveSwitch', infieldIn: 'infieldIn', setBaserunning: 'setBaserunning', setMode: 'setMode',
};

/** The side a decision is made for when the decision itself does not say (tactics: the team whose call it is). */
export function decisionSide(s: GameState, d: Decision): 0 | 1 {
  if ('team' in d) return d.team;
  const fielding: 0 | 1 = s.half === 0 ? 1 : 0;
  return d.type === 'intentionalWalk' || d.type === 'infieldIn' ? fielding : s.half;
}

/**
 * Why `side` may not make `decision` now, or null. The one check the server runs before applying a decision;
 * `applyDecision` runs it too, so nothing reaches the game without it. Substitution details (which card, which
 * slot) are checked where they are applied, with the MESSAGES of substitution.ts.
 */
export function illegalReason(s: GameState, side: 0 | 1, decision: Decision): string | null {
  if ('team' in decision && decision.team !== side) return REASONS.notYourTeam;
  if (decision.type === 'setManager') return s.status === 'final' ? REASONS.over : null;
  if (decision.type === 'setLineup') return s.plateAppearances > 0 || s.decisions.length > 0 ? REASONS.lineupStarted : null;
  const key = KEY[decision.type];
  if (!key) return REASONS.over;
  const legal = legalActions(s, side).actions[key];
  if (!legal.allowed) return legal.reason ?? REASONS.over;
  // Tactics belong to one side whatever `side` says: a tactic is judged for the team whose call it is.
  if (!('team' in decision) && decisionSide(s, decision) !== side && key !== 'swingAway' && key !== 'quickPlay') {
    return decisionSide(s, decision) === s.half ? REASONS.atBatOnly : REASONS.fieldOnly;
  }
  switch (decision.type) {
    case 'setBaserunning': {
      const max = decision.scale === 7 ? 6 : decision.scale === 5 ? 4 : -1;
      return Number.isInteger(decision.value) && decision.value >= 0 && decision.value <= max ? null : REASONS.badSetting;
    }
    case 'setMode':
      return decision.mode === 0 || decision.mode === 1 ? null : REASONS.badSetting;
    case 'swingAway':
      // The computer rolls for one team for a clock that ran out: the team at bat or the team in the field.
      return decision.computerFor === undefined || decision.computerFor === 0 || decision.computerFor === 1 ? null : REASONS.noSuchTeam;
    case 'pinchHitter':
    case 'pinchRunner':
    case 'newPitcher': {
      const t = s.teams[side];
      if (!decision.cardId) return MESSAGES.provideEligibles;
      if (!isEligible(s, t, decision.cardId)) return MESSAGES.eligiblesInvalid;
      if (decision.type === 'newPitcher' && !rosterOf(s, t).players.find((p) => p.card.cardId === decision.cardId)?.card.pitching) return MESSAGES.pitcherForBatter;
      if (decision.type === 'pinchRunner' && !s.bases[decision.base]) return REASONS.noRunner;
      return null;
    }
    case 'defensiveSwitch':
      return decision.moves.length ? null : MESSAGES.provideEligibles;
    default:
      return null;
  }
}
