/**
 * A league team's depth chart (promote and demote, starter validation, pitcher settings): who is on the
 * active roster, the batting order, the rotation, the closer and when to pull the starter. Stored as the manager's
 * choices only; anything unset is the computer manager's choice, so a chart never goes stale.
 */
import { MESSAGES, buildLineup, defaultStarter, lineupProblem, realOuts, type LineupSpot, type ReplayLoad, type Roster } from '@bb/engine';
import type { DepthChart, DepthChartRequest, LeagueUsageLimit } from '@bb/contract';
import { gamePlayer } from '../games';
import { engineRoster, type TeamSeasonRoster } from '../games';
import { LeagueError } from './league-error';

export interface StoredDepth {
  active?: string[] | null;
  lineup?: LineupSpot[] | null;
  rotation?: string[] | null;
  closer?: string | null;
  hookRuns?: number;
}

export interface ResolvedDepth {
  active: Set<string>;
  lineup: LineupSpot[] | null;
  rotation: string[];
  closer: string | null;
  hookRuns: number;
  activeLimit: number;
}

export const emptyDepth = (): StoredDepth => ({});

/** Active roster size by era: 25 for most of history, 26 from 2020. */
export const activeLimitFor = (year: number): number => (year >= 2020 ? 26 : 25);
/** Four-man rotations before the 1970s, five after. */
export const rotationSizeFor = (year: number): number => (year < 1975 ? 4 : 5);
/** Shown until the manager sets one: 10 leaves the starter to the bullpen's own judgment (no hard hook is applied). */
const DEFAULT_HOOK_RUNS = 10;

const isPitcher = (p: TeamSeasonRoster['players'][number]) => p.card.primaryPosition === 'P';
const pitcherWork = (p: TeamSeasonRoster['players'][number]) => (p.card.pitching?.inningsOuts ?? 0) + (p.teamGs ?? 0) * 30;

/** The default active roster: the busiest pitchers and position players, in the era's proportions. */
function defaultActive(team: TeamSeasonRoster): string[] {
  const limit = activeLimitFor(team.year);
  const pitchers = team.players.filter(isPitcher).sort((a, b) => pitcherWork(b) - pitcherWork(a));
  const batters = team.players.filter((p) => !isPitcher(p)).sort((a, b) => (b.teamPa ?? 0) - (a.teamPa ?? 0));
  const pitcherSlots = Math.min(pitchers.length, team.year < 1950 ? 10 : team.year < 1990 ? 11 : 13);
  const chosen = [...pitchers.slice(0, pitcherSlots), ...batters.slice(0, limit - pitcherSlots)];
  if (chosen.length < limit) chosen.push(...pitchers.slice(pitcherSlots, pitcherSlots + limit - chosen.length));
  return chosen.map((p) => p.card.cardId);
}

function defaultRotation(team: TeamSeasonRoster, active: Set<string>): string[] {
  return team.players
    .filter((p) => p.card.pitching && active.has(p.card.cardId))
    .sort((a, b) => (b.teamGs ?? 0) - (a.teamGs ?? 0) || pitcherWork(b) - pitcherWork(a))
    .slice(0, rotationSizeFor(team.year))
    .map((p) => p.card.cardId);
}

export function resolveDepth(team: TeamSeasonRoster, stored: StoredDepth): ResolvedDepth {
  const ids = new Set(team.players.map((p) => p.card.cardId));
  const active = new Set((stored.active ?? defaultActive(team)).filter((id) => ids.has(id)));
  const rotation = (stored.rotation ?? []).filter((id) => active.has(id));
  return {
    active,
    lineup: stored.lineup ?? null,
    rotation: rotation.length ? rotation : defaultRotation(team, active),
    closer: stored.closer && active.has(stored.closer) ? stored.closer : null,
    hookRuns: stored.hookRuns ?? DEFAULT_HOOK_RUNS,
    activeLimit: activeLimitFor(team.year),
  };
}

/** The engine roster of the active players. */
export function activeRoster(team: TeamSeasonRoster, depth: ResolvedDepth): Roster {
  const inactive = new Set(team.players.filter((p) => !depth.active.has(p.card.cardId)).map((p) => p.card.cardId));
  return engineRoster(team, {}, inactive);
}

/**
 * The manager's batting order fitted to a game's DH rule, for the engine's `rosterForDay` (which puts the day's
 * starter in the pitcher's slot and a rested substitute at a resting regular's position): without the DH the DH
 * slot becomes the pitcher's; with it the pitcher's slot goes to the best bench bat. Null when he set none.
 */
export function lineupForGame(depth: ResolvedDepth, players: Roster['players'], dh: boolean): LineupSpot[] | null {
  if (!depth.lineup) return null;
  const order = depth.lineup.map((s) => ({ ...s }));
  const pitcherSlot = order.findIndex((s) => s.position === 'P');
  const dhSlot = order.findIndex((s) => s.position === 'DH');
  if (!dh && dhSlot >= 0) order[dhSlot] = { cardId: order[dhSlot]!.cardId, position: 'P' };
  if (dh && pitcherSlot >= 0) {
    const used = new Set(order.map((s) => s.cardId));
    const bench = players
      .filter((p) => p.card.primaryPosition !== 'P' && p.available !== false && !used.has(p.card.cardId))
      .sort((a, b) => (b.teamPa ?? 0) - (a.teamPa ?? 0) || (a.card.cardId < b.card.cardId ? -1 : 1))[0];
    if (!bench) return null;
    order[pitcherSlot] = { cardId: bench.card.cardId, position: 'DH' };
  }
  return lineupProblem(order, dh) ? null : order;
}

/** Starter validation: why this chart cannot start a game, or null. */
export function depthProblem(team: TeamSeasonRoster, depth: ResolvedDepth): string | null {
  const cards = new Map(team.players.map((p) => [p.card.cardId, p.card]));
  if (depth.active.size > depth.activeLimit) return `The active roster holds ${depth.activeLimit} players; demote ${depth.active.size - depth.activeLimit}.`;
  const batters = [...depth.active].filter((id) => cards.get(id)?.primaryPosition !== 'P').length;
  if (batters < 9) return 'The active roster needs at least nine position players.';
  if (depth.rotation.length < 3) return 'The rotation needs at least three active starting pitchers.';
  if (depth.lineup) {
    const off = depth.lineup.find((s) => s.position !== 'P' && !depth.active.has(s.cardId));
    if (off) return `${nameOf(cards.get(off.cardId))} is in the lineup but not on the active roster.`;
    const withDh = depth.lineup.some((s) => s.position === 'DH');
    const problem = lineupProblem(depth.lineup, withDh);
    if (problem) return problem;
  }
  return null;
}

const nameOf = (card: { firstName: string; lastName: string } | undefined) => (card ? `${card.firstName} ${card.lastName}`.trim() : 'A player');

/** Applies a manager's change (one request, one kind of change or several), refusing what breaks a rule. */
export function changeDepth(team: TeamSeasonRoster, stored: StoredDepth, change: DepthChartRequest): StoredDepth {
  const cards = new Map(team.players.map((p) => [p.card.cardId, p.card]));
  const current = resolveDepth(team, stored);
  const active = new Set(current.active);
  const unknown = (id: string) => !cards.has(id);
  if (change.promote !== undefined) {
    if (unknown(change.promote)) throw new LeagueError(MESSAGES.eligiblesInvalid);
    if (active.size >= current.activeLimit) throw new LeagueError(`The active roster is full (${current.activeLimit}). Demote a player first.`);
    active.add(change.promote);
  }
  if (change.demote !== undefined) {
    if (!active.has(change.demote)) throw new LeagueError('That player is not on the active roster.');
    active.delete(change.demote);
  }
  const next: StoredDepth = { ...stored, active: [...active].sort() };
  const lineup = change.lineup ?? stored.lineup ?? null;
  if (change.lineup !== undefined) {
    if (change.lineup.some((s) => unknown(s.cardId))) throw new LeagueError(MESSAGES.eligiblesInvalid);
    const withDh = change.lineup.some((s) => s.position === 'DH');
    const problem = lineupProblem(change.lineup, withDh);
    if (problem) throw new LeagueError(MESSAGES.lineupInvalid, 400, { lineup: problem });
    const benched = change.lineup.find((s) => s.position !== 'P' && !active.has(s.cardId));
    if (benched) throw new LeagueError(`${nameOf(cards.get(benched.cardId))} is not on the active roster.`);
    if (change.lineup.some((s) => s.position === 'P' && !cards.get(s.cardId)?.pitching)) throw new LeagueError(MESSAGES.pitcherForBatter);
  }
  // A demoted player leaves the lineup and the staff roles he held.
  next.lineup = lineup && lineup.every((s) => s.position === 'P' || active.has(s.cardId)) ? lineup.map((s) => ({ cardId: s.cardId, position: s.position })) : null;
  if (change.rotation !== undefined) {
    if (change.rotation.length < 3) throw new LeagueError('A rotation needs at least three starting pitchers.');
    if (new Set(change.rotation).size !== change.rotation.length) throw new LeagueError('A pitcher appears twice in the rotation.');
    const bad = change.rotation.find((id) => !cards.get(id)?.pitching || !active.has(id));
    if (bad) throw new LeagueError(`${nameOf(cards.get(bad))} cannot start: only active pitchers can be in the rotation.`);
  }
  next.rotation = (change.rotation ?? stored.rotation ?? null)?.filter((id) => active.has(id)) ?? null;
  if (change.closer !== undefined && change.closer !== null && (!cards.get(change.closer)?.pitching || !active.has(change.closer))) {
    throw new LeagueError('Only an active pitcher can close.');
  }
  const closer = change.closer !== undefined ? change.closer : (stored.closer ?? null);
  next.closer = closer && active.has(closer) ? closer : null;
  if (change.hookRuns !== undefined) next.hookRuns = change.hookRuns;
  return next;
}

export interface UsageFigures {
  pa: Record<string, number>;
  starts: Record<string, number>;
  outs?: Record<string, number>;
}

/** The chart as its screen shows it; `used` / `remaining` measure each player against the usage limit. */
export function depthView(
  team: TeamSeasonRoster,
  index: number,
  stored: StoredDepth,
  usage: UsageFigures,
  limit: LeagueUsageLimit,
  seasonShare: number,
  editable: boolean,
  dh: boolean,
  load: ReplayLoad = { pa: 1, outs: 1 },
): DepthChart {
  const depth = resolveDepth(team, stored);
  const roster = activeRoster(team, depth);
  const starter = depth.rotation[0] ?? defaultStarter(roster);
  const lineup = depth.lineup ?? buildLineup(roster, dh, starter).map((s) => ({ cardId: s.cardId, position: s.position }));
  return {
    team: index,
    players: team.players.map((p) => {
      const pitcher = isPitcher(p);
      const id = p.card.cardId;
      // The engine's caps (usage-plan.ts): real usage with the team x the league's share of the season x the limit,
      // plate appearances and outs grown by the replay's load (a few percent at most, see `replayLoad`).
      const allowed = (real: number, grow = 1) => (limit === 0 ? null : Math.floor((real * limit * seasonShare * grow) / 100));
      const left = (cap: number | null, used: number) => (cap === null ? null : Math.max(0, cap - used));
      const used = pitcher ? (usage.starts[id] ?? 0) : (usage.pa[id] ?? 0);
      const usedOuts = pitcher ? (usage.outs?.[id] ?? 0) : null;
      return {
        ...gamePlayer(p.card),
        active: depth.active.has(id),
        used,
        remaining: left(pitcher ? allowed(p.teamGs ?? 0) : allowed(p.teamPa ?? 0, load.pa), used),
        usedOuts,
        remainingOuts: usedOuts === null ? null : left(allowed(realOuts(p), load.outs), usedOuts),
      };
    }),
    lineup,
    rotation: depth.rotation,
    closer: depth.closer,
    hookRuns: depth.hookRuns,
    activeLimit: depth.activeLimit,
    problem: depthProblem(team, depth),
    editable,
  };
}
