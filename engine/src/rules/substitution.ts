import type { GameRuntime } from '../game/runtime';
import { availableOnRoster, rosterInfo } from '../manager/roster-info';
import { addEvent, recording, rosterOf } from '../game/flow';
import { lineRecord, pit } from '../stats/lines';
import type { GameState, LineupSpot, Position, TeamGameState } from '../types';
import { FIELD_POSITIONS } from '../types';

/** Lineup and substitution messages, verbatim (the screens show the same words). */
export const MESSAGES = {
  pitcherForBatter: 'Pitcher can not be replaced with a batter.',
  lineupInvalid: 'Lineup is not valid!',
  eligiblesInvalid: 'Eligibles are not valid!',
  provideEligibles: 'Please provide eligible players',
} as const;

export class SubstitutionError extends Error {
  /** Which slot breaks which rule, beside the spec's short message (e.g. 'Lineup is not valid!'). */
  readonly detail?: string;
  constructor(message: string, detail?: string) {
    super(message);
    this.name = 'SubstitutionError';
    if (detail) this.detail = detail;
  }
}

const fail = (m: string, detail?: string): never => {
  throw new SubstitutionError(m, detail);
};

const POSITION_NAMES: Record<Position, string> = {
  P: 'pitcher', C: 'catcher', '1B': 'first base', '2B': 'second base', '3B': 'third base', SS: 'shortstop',
  LF: 'left field', CF: 'center field', RF: 'right field', DH: 'designated hitter',
};

/** Why a batting order breaks the rules, naming the slot and the rule; null when it is valid. */
export function lineupProblem(order: LineupSpot[], dh: boolean): string | null {
  if (order.length !== 9) return `A batting order has nine slots, this one has ${order.length}.`;
  const seen = new Map<string, number>();
  for (const [i, spot] of order.entries()) {
    const first = seen.get(spot.cardId);
    if (first !== undefined) return `Slot ${i + 1}: the same player already bats in slot ${first + 1}.`;
    seen.set(spot.cardId, i);
  }
  const need: Position[] = [...FIELD_POSITIONS, dh ? 'DH' : 'P'];
  for (const [i, spot] of order.entries()) {
    if (!need.includes(spot.position)) return `Slot ${i + 1}: ${dh ? 'with the designated hitter the pitcher does not bat' : 'without the designated hitter nobody bats as DH'}.`;
    const twice = order.findIndex((x, j) => j > i && x.position === spot.position);
    if (twice >= 0) return `Slot ${twice + 1}: ${POSITION_NAMES[spot.position]} is already taken by slot ${i + 1}.`;
  }
  const missing = need.find((p) => !order.some((x) => x.position === p));
  return missing ? `Nobody plays ${POSITION_NAMES[missing]}.` : null;
}

export function inGame(t: TeamGameState, id: string): boolean {
  return t.pitcherId === id || t.order.some((x) => x.cardId === id);
}

/** On the roster, available, not playing and not already removed. `rt` finds the player by index. */
export function isEligible(s: GameState, t: TeamGameState, id: string, rt?: GameRuntime): boolean {
  const roster = rosterOf(s, t);
  if (rt) return availableOnRoster(rosterInfo(rt, roster), id) && !inGame(t, id) && !t.removed.includes(id);
  const p = roster.players.find((x) => x.card.cardId === id);
  return !!p && p.available !== false && !inGame(t, id) && !t.removed.includes(id);
}

function requireEligible(s: GameState, rt: GameRuntime, t: TeamGameState, id: string | undefined): string {
  if (!id) return fail(MESSAGES.provideEligibles);
  if (!isEligible(s, t, id, rt)) return fail(MESSAGES.eligiblesInvalid);
  return id;
}

export function pinchHitter(s: GameState, rt: GameRuntime, team: 0 | 1, cardId: string): void {
  const t = s.teams[team];
  if (team !== s.half) fail(MESSAGES.eligiblesInvalid);
  requireEligible(s, rt, t, cardId);
  const spot = t.order[t.batterIndex] as LineupSpot;
  const out = spot.cardId;
  t.removed.push(out);
  (t.entered ??= lineRecord())[cardId] = 'PH';
  (t.leftAt ??= lineRecord())[out] = spot.position;
  t.order[t.batterIndex] = { cardId, position: spot.position };
  t.battersOrderUsed.push(cardId);
  if (recording(s)) addEvent(s, 'pinch hitter', `${rt.name(cardId)} pinch-hits for ${rt.name(out)}`, { team, player: cardId, replaced: out, position: spot.position });
}

export function pinchRunner(s: GameState, rt: GameRuntime, team: 0 | 1, base: 0 | 1 | 2, cardId: string): void {
  const t = s.teams[team];
  const r = s.bases[base];
  if (team !== s.half || !r) return fail(MESSAGES.eligiblesInvalid);
  requireEligible(s, rt, t, cardId);
  const slot = t.order.findIndex((x) => x.cardId === r.cardId);
  if (slot < 0) return fail(MESSAGES.eligiblesInvalid);
  t.removed.push(r.cardId);
  (t.entered ??= lineRecord())[cardId] = 'PR';
  (t.leftAt ??= lineRecord())[r.cardId] = (t.order[slot] as LineupSpot).position;
  t.order[slot] = { cardId, position: (t.order[slot] as LineupSpot).position };
  t.battersOrderUsed.push(cardId);
  if (recording(s)) addEvent(s, 'pinch runner', `${rt.name(cardId)} runs for ${rt.name(r.cardId)}`, { team, player: cardId, replaced: r.cardId });
  s.bases[base] = { ...r, cardId };
}

export function newPitcher(s: GameState, rt: GameRuntime, team: 0 | 1, cardId: string): void {
  const t = s.teams[team];
  if (!cardId) fail(MESSAGES.provideEligibles);
  const card = rt.has(cardId) ? rt.card(cardId) : null;
  if (card && !card.pitching) fail(MESSAGES.pitcherForBatter);
  requireEligible(s, rt, t, cardId);
  const old = t.pitcherId;
  t.removed.push(old);
  // The new pitcher bats in the slot that held the pitcher (or the pinch hitter who replaced him).
  const slot = t.order.findIndex((x) => x.position === 'P');
  if (slot >= 0) {
    const occupant = (t.order[slot] as LineupSpot).cardId;
    if (occupant !== old && !t.removed.includes(occupant)) t.removed.push(occupant);
    t.order[slot] = { cardId, position: 'P' };
    t.battersOrderUsed.push(cardId);
  }
  t.pitcherId = cardId;
  t.pitchersUsed.push(cardId);
  pit(t, cardId);
  t.pitcherBf = 0;
  t.pitcherRuns = 0;
  const lead = s.score[team] - s.score[team === 0 ? 1 : 0];
  s.record.saveCandidate[team] = lead >= 1 && lead <= 3 ? cardId : null;
  if (recording(s)) addEvent(s, 'new pitcher', `${rt.name(cardId)} replaces ${rt.name(old)} on the mound`, { team, player: cardId, replaced: old, position: 'P' });
}

/** Field positions each exactly once, plus P (no DH) or DH (with DH), nine distinct players. */
export function lineupValid(order: LineupSpot[], dh: boolean): boolean {
  if (order.length !== 9) return false;
  if (new Set(order.map((x) => x.cardId)).size !== 9) return false;
  const need: Position[] = [...FIELD_POSITIONS, dh ? 'DH' : 'P'];
  const have = order.map((x) => x.position).sort();
  return need.sort().every((p, i) => have[i] === p);
}

export function defensiveSwitch(s: GameState, rt: GameRuntime, team: 0 | 1, moves: LineupSpot[]): void {
  const t = s.teams[team];
  if (!moves.length || moves.some((m) => !m.cardId)) fail(MESSAGES.provideEligibles);
  const order = t.order.map((x) => ({ ...x }));
  const before = t.order.map((x) => x.cardId);
  let dh = t.dh;
  let cancelled = false;
  const removed: string[] = [];
  for (const m of moves) {
    if (m.position === 'P' || m.position === 'DH') fail(MESSAGES.lineupInvalid);
    const idx = order.findIndex((x) => x.cardId === m.cardId);
    if (idx >= 0) {
      if ((order[idx] as LineupSpot).position === 'DH') {
        // The DH takes the field: the team loses the DH and the pitcher bats in the vacated slot.
        const displaced = order.findIndex((x) => x.position === m.position);
        if (displaced >= 0) {
          removed.push((order[displaced] as LineupSpot).cardId);
          order[displaced] = { cardId: t.pitcherId, position: 'P' };
        }
        dh = false;
        cancelled = true;
      }
      (order[idx] as LineupSpot).position = m.position;
    } else {
      if (!isEligible(s, t, m.cardId, rt)) fail(MESSAGES.eligiblesInvalid);
      const at = order.findIndex((x) => x.position === m.position);
      if (at < 0) fail(MESSAGES.lineupInvalid);
      removed.push((order[at] as LineupSpot).cardId);
      order[at] = { cardId: m.cardId, position: m.position };
    }
  }
  if (!lineupValid(order, dh)) fail(MESSAGES.lineupInvalid, lineupProblem(order, dh) ?? undefined);
  for (const id of removed) if (!order.some((x) => x.cardId === id)) (t.leftAt ??= lineRecord())[id] = (t.order.find((x) => x.cardId === id) as LineupSpot).position;
  t.order = order;
  t.dh = dh;
  t.removed.push(...removed.filter((id) => !order.some((x) => x.cardId === id)));
  // One event per player moved, so each reads on its own ('Smith moves to 3B', 'Jones replaces Brown at SS').
  for (const m of moves) {
    const came = !t.removed.includes(m.cardId) && !before.includes(m.cardId);
    if (recording(s)) addEvent(s, 'defensive switch', `${rt.name(m.cardId)} to ${m.position}`, { team, player: m.cardId, position: m.position, ...(came ? { replaced: before[order.findIndex((x) => x.cardId === m.cardId)] ?? undefined } : {}) });
  }
  if (cancelled) addEvent(s, 'DH cancelled', `${rosterOf(s, t).name} lose the designated hitter`, { team });
}

export function setLineup(s: GameState, team: 0 | 1, lineup: LineupSpot[], pitcherId?: string): void {
  const t = s.teams[team];
  if (!lineup.length) fail(MESSAGES.provideEligibles);
  if (s.plateAppearances > 0 || s.events.some((e) => e.type === 'plate appearance')) fail(MESSAGES.lineupInvalid);
  const pid = pitcherId ?? lineup.find((x) => x.position === 'P')?.cardId ?? t.pitcherId;
  if (!lineupValid(lineup, t.dh)) fail(MESSAGES.lineupInvalid, lineupProblem(lineup, t.dh) ?? undefined);
  const onRoster = (id: string) => rosterOf(s, t).players.some((p) => p.card.cardId === id && p.available !== false);
  if (!lineup.every((x) => onRoster(x.cardId)) || !onRoster(pid)) fail(MESSAGES.eligiblesInvalid);
  if (t.dh && lineup.some((x) => x.cardId === pid)) fail(MESSAGES.lineupInvalid);
  const pc = rosterOf(s, t).players.find((p) => p.card.cardId === pid)?.card;
  if (!pc?.pitching) fail(MESSAGES.pitcherForBatter);
  t.order = lineup.map((x) => ({ ...x }));
  t.pitcherId = pid;
  t.pitchersUsed = [pid];
  t.pitching = lineRecord();
  pit(t, pid).gs = 1;
  s.record.winPitcher[team] = pid;
  s.record.losePitcher[team === 0 ? 1 : 0] = pid;
  t.battersOrderUsed = lineup.map((x) => x.cardId);
}
