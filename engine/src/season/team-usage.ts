import { chooseStarter } from '../manager/rotation';
import { nextUnit, type RngState } from '../random/sfc32';
import type { GameState, LineupSpot, ManagerTendencies, Position, Roster, RosterPlayer } from '../types';

/** A team of a simulated season: its roster, and its real games and outs pitched (for playing time and game length). */
export interface SeasonTeam {
  roster: Roster;
  G: number;
  IPouts: number;
}

/**
 * What a team's earlier games leave for the next one, as plain JSON data (a league season is played in
 * batches across server restarts): starts and the last start day per pitcher (rotation and rest), outs by
 * day over the last three days (relievers' fatigue), plate appearances so far (regulars' pace), games, and outs in
 * relief so far (the bullpen's pace).
 */
export interface TeamUsage {
  starts: Record<string, number>;
  lastStart: Record<string, number>;
  /** [day, outs] per pitcher; only the last 3 days are kept. */
  recentOuts: Record<string, Array<[number, number]>>;
  pa: Record<string, number>;
  games: number;
  /** Outs in relief so far per pitcher (the bullpen's pace); absent in usage saved before it (read as none). */
  reliefOuts: Record<string, number>;
}

/** A human-set depth chart; every part optional, each used when legal and available (else the computer's choice). */
export interface SeasonManager {
  /** Starting rotation in order; the next rested pitcher in it starts. */
  rotation?: string[];
  /** Batting order; a resting or unavailable player is replaced by the computer's pick at his position, the P spot by the day's starter. */
  lineup?: Roster['lineup'];
  /** The pitcher who closes save situations. */
  closer?: string | null;
  /** 0..100, default 50 (the computer's pace): how much regulars rest (see README "League seasons"). */
  restRegulars?: number;
  /** Copied to `Roster.manager` for the game (see `ManagerTendencies`): the hard hook in runs, 1..10. */
  hookRuns?: number;
  /** 0..100, default 50: how early the starter is pulled, steals / extra bases / hit and run, sacrifice bunts. */
  bullpenHook?: number;
  aggressiveness?: number;
  smallBall?: number;
}

/** The in-game manager settings of a depth chart, or null when it sets none (the roster then keeps its own). */
function gameTendencies(m: SeasonManager | undefined): ManagerTendencies | null {
  if (!m) return null;
  const out: ManagerTendencies = {};
  if (m.hookRuns !== undefined) out.hookRuns = m.hookRuns;
  if (m.bullpenHook !== undefined) out.bullpenHook = m.bullpenHook;
  if (m.aggressiveness !== undefined) out.aggressiveness = m.aggressiveness;
  if (m.smallBall !== undefined) out.smallBall = m.smallBall;
  return Object.keys(out).length ? out : null;
}

/** Days a starter needs between starts (day - last start > 3). */
export const STARTER_REST_DAYS = 3;
/** Days of relief outs kept in `recentOuts` (the rest rule looks at the two days before). */
const KEEP_DAYS = 3;
/** Share of days a position player is unavailable at the computer's default rest (restRegulars 50). */
const DAY_OFF = 0.03;

export function emptyUsage(): TeamUsage {
  return { starts: {}, lastStart: {}, recentOuts: {}, pa: {}, games: 0, reliefOuts: {} };
}

function outsOn(usage: TeamUsage, id: string, day: number): number {
  const r = usage.recentOuts[id];
  if (!r) return 0;
  let n = 0;
  for (const [d, o] of r) if (d === day) n += o;
  return n;
}

/**
 * May this pitcher pitch today? Not within 3 days of a start; not after 7+ outs yesterday, after
 * pitching both of the last two days, or after 10+ outs over them.
 */
export function pitcherAvailable(usage: TeamUsage, id: string, day: number): boolean {
  if (day - (usage.lastStart[id] ?? -99) <= STARTER_REST_DAYS) return false;
  if (!usage.recentOuts[id]) return true;
  const y = outsOn(usage, id, day - 1), y2 = outsOn(usage, id, day - 2);
  return !(y >= 7 || (y > 0 && y2 > 0) || y + y2 >= 10);
}

const rested = (usage: TeamUsage, id: string, day: number) => pitcherAvailable(usage, id, day);

/** The user's rotation pitcher due today: the one after the last of them to start, or the next rested one after him. */
function rotationPick(players: RosterPlayer[], usage: TeamUsage, day: number, rotation: string[]): string | null {
  const ok = rotation.filter((id) => players.some((p) => p.card.cardId === id && p.card.pitching && p.available !== false));
  if (!ok.length) return null;
  let lastIdx = -1, lastDay = -Infinity;
  ok.forEach((id, i) => {
    const d = usage.lastStart[id];
    if (d !== undefined && d >= lastDay) { lastDay = d; lastIdx = i; }
  });
  for (let k = 1; k <= ok.length; k++) {
    const id = ok[(lastIdx + k) % ok.length] as string;
    if (rested(usage, id, day)) return id;
  }
  return null;
}

/** Replaces resting players of a human lineup by the computer's pick at the position (`players` are today's copies); null when it cannot be used. */
function managerLineup(lineup: LineupSpot[], players: RosterPlayer[], starter: string): LineupSpot[] | null {
  const byId = new Map(players.map((p) => [p.card.cardId, p]));
  if (lineup.some((x) => x.position !== 'P' && !byId.has(x.cardId))) return null;
  const used = new Set(lineup.map((x) => x.cardId));
  used.add(starter);
  const bench = players
    .filter((p) => p.card.primaryPosition !== 'P' && p.available !== false && !used.has(p.card.cardId))
    .sort((a, b) => (b.teamPa ?? 0) - (a.teamPa ?? 0) || (a.card.cardId < b.card.cardId ? -1 : 1));
  const out: LineupSpot[] = [];
  for (const x of lineup) {
    if (x.position === 'P') { out.push({ cardId: starter, position: 'P' }); continue; }
    const p = byId.get(x.cardId) as RosterPlayer;
    if (p.available !== false && x.cardId !== starter) { out.push({ ...x }); continue; }
    const pos: Position = x.position;
    const i = bench.findIndex((b) => pos === 'DH' || b.card.positions.includes(pos));
    const sub = i >= 0 ? bench.splice(i, 1)[0] : undefined;
    if (sub) out.push({ cardId: sub.card.cardId, position: pos });
    else {
      // Nobody rested can play the position: the regular plays after all.
      p.available = true;
      out.push({ ...x });
    }
  }
  return out;
}

/**
 * How `dayCopy` copies a roster player: 1 = the loader's shape `{ card, teamPa, teamGs }` (a literal), 3 = the same with
 * `teamReliefOuts`, 2 = other plain string keys (`keys` in order), 0 = anything else (a spread).
 */
interface CopyPlan { kind: 0 | 1 | 2 | 3; keys: string[] }
const copyPlans = new WeakMap<RosterPlayer, CopyPlan>();

function copyPlan(p: RosterPlayer): CopyPlan {
  let plan = copyPlans.get(p);
  if (plan) return plan;
  const keys = Object.keys(p);
  const plainKeys = Object.getOwnPropertySymbols(p).length === 0 && keys.every((k) => {
    const d = Object.getOwnPropertyDescriptor(p, k);
    return d !== undefined && 'value' in d && k !== '__proto__';
  });
  const loaderShape = keys.length >= 3 && keys[0] === 'card' && keys[1] === 'teamPa' && keys[2] === 'teamGs';
  const kind = !plainKeys ? 0 : loaderShape && keys.length === 3 ? 1 : loaderShape && keys.length === 4 && keys[3] === 'teamReliefOuts' ? 3 : 2;
  plan = { kind, keys };
  copyPlans.set(p, plan);
  return plan;
}

/**
 * `{ ...p, available }`, `{ ...p, available, teamPa }` (teamPa given) or `{ ...p, available, reliefDue }` (reliefDue given):
 * the same own keys in the same order with the same values. A spread that then adds keys takes V8's slow path (about
 * 2 µs a player, 2 x 26 players a game).
 */
function dayCopy(p: RosterPlayer, available: boolean, teamPa: number | undefined, reliefDue?: number): RosterPlayer {
  const plan = copyPlan(p);
  if (plan.kind === 1) {
    if (reliefDue !== undefined) return { card: p.card, teamPa: p.teamPa, teamGs: p.teamGs, available, reliefDue };
    return { card: p.card, teamPa: teamPa === undefined ? p.teamPa : teamPa, teamGs: p.teamGs, available };
  }
  if (plan.kind === 3) {
    if (reliefDue !== undefined) return { card: p.card, teamPa: p.teamPa, teamGs: p.teamGs, teamReliefOuts: p.teamReliefOuts, available, reliefDue };
    return { card: p.card, teamPa: teamPa === undefined ? p.teamPa : teamPa, teamGs: p.teamGs, teamReliefOuts: p.teamReliefOuts, available };
  }
  if (plan.kind === 0) {
    if (reliefDue !== undefined) return { ...p, available, reliefDue };
    return teamPa === undefined ? { ...p, available } : { ...p, available, teamPa };
  }
  const src = p as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const k of plan.keys) out[k] = src[k];
  out.available = available;
  if (teamPa !== undefined) out.teamPa = teamPa;
  if (reliefDue !== undefined) out.reliefDue = reliefDue;
  return out as unknown as RosterPlayer;
}

/** Real relief outs of a pitcher with this team: `teamReliefOuts`, else the card's (relief appearances x their length). */
export function realReliefOuts(p: RosterPlayer): number {
  if (p.teamReliefOuts !== undefined) return p.teamReliefOuts;
  const pc = p.card.pitching;
  return pc ? Math.max(0, pc.games - pc.gamesStarted) * pc.ratings.reliever * 3 : 0;
}

/**
 * The roster a team takes into today's game: the starter by rotation and rest, relievers
 * available by their recent work, position players resting toward their real playing time.
 * Playing time follows the real plate appearances: each position player's priority for the
 * lineup (the manager picks the eligible player with the most `teamPa`) is how far he is behind
 * his real pace (real PA x share of the team's games played so far). Picking by season PA alone
 * gave the regulars every start and the backups none, so replay lineups were better than the
 * real ones (card on-base +.006, about +3 % runs; see README "Benchmark").
 * Pitchers get `reliefDue`: real relief outs with the team x the share of the season played - relief outs so far
 * (the bullpen's pace, see `pickReliever`).
 * Draws one number from `rng` per position player (whatever the manager settings).
 */
export function rosterForDay(team: SeasonTeam, usage: TeamUsage, day: number, rng: RngState, manager?: SeasonManager): Roster {
  const base = team.roster;
  const pace = (usage.games + 1) / team.G;
  const rest = Math.max(0, Math.min(100, manager?.restRegulars ?? 50));
  const dayOff = DAY_OFF * (rest / 50);
  // Below 50 the lineup priority blends from the pace toward plain real PA (0: regulars start whenever available).
  const paceWeight = Math.min(1, rest / 50);
  const reliefOuts = usage.reliefOuts ?? {};
  let players = base.players.map((p): RosterPlayer => {
    if (p.card.primaryPosition === 'P') {
      const id = p.card.cardId;
      return dayCopy(p, pitcherAvailable(usage, id, day), undefined, realReliefOuts(p) * pace - (reliefOuts[id] ?? 0));
    }
    const off = nextUnit(rng) >= 1 - dayOff;
    const real = p.teamPa ?? 0;
    const behind = Math.max(0, real * pace - (usage.pa[p.card.cardId] ?? 0)) + real * 0.02;
    return dayCopy(p, !off, paceWeight === 1 ? behind : paceWeight * behind + (1 - paceWeight) * real);
  });
  if (players.filter((p) => p.card.primaryPosition !== 'P' && p.available).length < 11) {
    players = players.map((p) => (p.card.primaryPosition === 'P' ? p : { ...p, available: true }));
  }
  const roster: Roster = { ...base, players };
  let starter = manager?.rotation?.length ? rotationPick(players, usage, day, manager.rotation) : null;
  if (!starter) {
    const starterPool: Roster = { ...base, players: base.players.filter((p) => p.card.pitching) };
    starter = chooseStarter(starterPool, usage.starts, usage.lastStart, day, STARTER_REST_DAYS);
  }
  roster.startingPitcher = starter;
  if (manager?.lineup?.length) {
    const order = managerLineup(manager.lineup, players, starter);
    if (order) roster.lineup = order;
  }
  if (manager?.closer && players.some((p) => p.card.cardId === manager.closer && p.card.pitching && p.available !== false)) {
    roster.closer = manager.closer;
  }
  const tendencies = gameTendencies(manager);
  if (tendencies) roster.manager = { ...base.manager, ...tendencies };
  return roster;
}

/** Adds one final game of the team on `side` (0 away, 1 home) to its usage; keeps only the last 3 days of outs. */
export function recordUsage(usage: TeamUsage, game: GameState, side: 0 | 1, day: number): void {
  const t = game.teams[side];
  const sp = t.pitchersUsed[0] as string;
  usage.starts[sp] = (usage.starts[sp] ?? 0) + 1;
  usage.lastStart[sp] = day;
  const relief = usage.reliefOuts ?? (usage.reliefOuts = {});
  for (let i = 0; i < t.pitchersUsed.length; i++) {
    const id = t.pitchersUsed[i] as string;
    const l = t.pitching[id];
    if (!l) continue;
    if (i > 0) relief[id] = (relief[id] ?? 0) + l.outs;
    const r = usage.recentOuts[id] ?? (usage.recentOuts[id] = []);
    const same = r.find((x) => x[0] === day);
    if (same) same[1] += l.outs;
    else r.push([day, l.outs]);
  }
  for (const id of Object.keys(usage.recentOuts)) {
    const r = usage.recentOuts[id] as Array<[number, number]>;
    let kept = 0;
    for (const x of r) if (x[0] > day - KEEP_DAYS) kept++;
    if (kept === r.length) continue;
    if (!kept) delete usage.recentOuts[id];
    else usage.recentOuts[id] = r.filter((x) => x[0] > day - KEEP_DAYS);
  }
  usage.games++;
  for (const l of Object.values(t.batting)) usage.pa[l.cardId] = (usage.pa[l.cardId] ?? 0) + l.pa;
}
