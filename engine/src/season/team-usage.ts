import { OVER_LIMIT_DUE } from '../manager/roster-info';
import { chooseStarter } from '../manager/rotation';
import { nextUnit, type RngState } from '../random/sfc32';
import type { GameState, LineupSpot, ManagerTendencies, Position, Roster, RosterPlayer } from '../types';
import { dayCopy } from './day-copy';
import { startBudget, startStretch } from './start-budget';
import { dayPlan, replayLoad, mayBat, mayRelieve, mayStart, OUTS_PER_RELIEF, PA_PER_START, realOuts, realReliefOuts, type DayPlan, type SeasonCalendar } from './usage-plan';

export { realReliefOuts } from './usage-plan';
export { START_BUDGET_FROM, START_BUDGET_SLACK, startBudget } from './start-budget';

/** A team of a simulated season: its roster, and its real games and outs pitched (for playing time and game length). */
export interface SeasonTeam {
  roster: Roster;
  G: number;
  IPouts: number;
  /**
   * League seasons: the regular season's days and length and the usage limit. Set, players are with the team only
   * inside their stint windows, are paced by their real usage within them, and are capped by the limit
   * (`usage-plan.ts`); unset (the engine's own season bench), the whole roster all season, paced by games played.
   */
  season?: SeasonCalendar;
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
  /** All outs pitched so far per pitcher (the usage limit's innings); absent in usage saved before it (read as none). */
  outs?: Record<string, number>;
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
  return { starts: {}, lastStart: {}, recentOuts: {}, pa: {}, games: 0, reliefOuts: {}, outs: {} };
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
function rotationPick(players: RosterPlayer[], usage: TeamUsage, day: number, rotation: string[], may: (p: RosterPlayer) => boolean = () => true): string | null {
  const ok = rotation.filter((id) => players.some((p) => p.card.cardId === id && p.card.pitching && p.available !== false && may(p)));
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
  const rest = Math.max(0, Math.min(100, manager?.restRegulars ?? 50));
  const dayOff = DAY_OFF * (rest / 50);
  const lead = regularsLead(rest);
  const plan = team.season ? dayPlan(team.season, team.G, day, replayLoad(base.players, usage, team.G, team.season.coverage)) : null;
  const players = plan ? seasonPlayers(base.players, plan, usage, day, rng, dayOff, lead) : wholeSeasonPlayers(team, usage, day, rng, dayOff, lead);
  const roster: Roster = { ...base, players };
  let starter: string;
  if (plan) {
    const outs = usage.outs ?? {};
    const may = (p: RosterPlayer) => mayStart(plan, p, usage.starts[p.card.cardId] ?? 0, outs[p.card.cardId] ?? 0);
    const picked = manager?.rotation?.length ? rotationPick(players, usage, day, manager.rotation, may) : null;
    starter = picked ?? starterByRecord(players, usage, day, plan);
  } else {
    const picked = manager?.rotation?.length ? rotationPick(players, usage, day, manager.rotation) : null;
    const starterPool: Roster = { ...base, players: base.players.filter((p) => p.card.pitching) };
    starter = picked ?? chooseStarter(starterPool, usage.starts, usage.lastStart, day, STARTER_REST_DAYS);
  }
  roster.startingPitcher = starter;
  // Whoever starts plays today, whatever the limit or his rest said of relieving (a side's eligible players).
  const at = plan ? players.findIndex((p) => p.card.cardId === starter) : -1;
  if (at >= 0 && players[at]!.available === false) players[at] = { ...players[at]!, available: true };
  if (plan && at >= 0) {
    const stretch = startStretch(players[at]!, usage);
    if (stretch > 1) roster.starterStretch = stretch;
  }
  if (plan?.limited && at >= 0) {
    const budget = startBudget(players[at]!, plan, usage);
    if (budget !== undefined) players[at] = { ...players[at]!, outsLeft: Math.min(players[at]!.outsLeft ?? Infinity, budget) };
  }
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

/** The engine's own season bench: the whole roster all season, paced by the team's games played. */
function wholeSeasonPlayers(team: SeasonTeam, usage: TeamUsage, day: number, rng: RngState, dayOff: number, lead: number): RosterPlayer[] {
  const pace = (usage.games + 1) / team.G;
  const reliefOuts = usage.reliefOuts ?? {};
  const players = team.roster.players.map((p): RosterPlayer => {
    if (p.card.primaryPosition === 'P') {
      const id = p.card.cardId;
      return dayCopy(p, pitcherAvailable(usage, id, day), undefined, realReliefOuts(p) * pace - (reliefOuts[id] ?? 0));
    }
    const off = nextUnit(rng) >= 1 - dayOff;
    const real = p.teamPa ?? 0;
    const behind = Math.max(0, real * pace - (usage.pa[p.card.cardId] ?? 0)) + real * 0.02;
    return dayCopy(p, !off, behind + real * lead);
  });
  if (players.filter((p) => p.card.primaryPosition !== 'P' && p.available).length < 11) {
    return players.map((p) => (p.card.primaryPosition === 'P' ? p : { ...p, available: true }));
  }
  return players;
}

/** The most a manager who never rests his regulars lets them run ahead of their pace, in shares of their real PA. */
export const MAX_REGULARS_LEAD = 0.05;

/**
 * How far ahead of his pace a regular may run before a backup takes his place, as a share of his real plate
 * appearances (the lineup priority's bonus): none at restRegulars 50 and above, `MAX_REGULARS_LEAD` at 0. A bounded
 * lead, not a blend toward plain real PA: computer managers lean 20-80, and the blend at 34 gave a regular 196 PA of
 * priority against a backup's pace, so the backup sat until the regulars reached the usage limit in September (1998
 * Kevin Jordan: half his plate appearances in half the replays) and the others ran past the limit to fill in.
 */
export function regularsLead(restRegulars: number): number {
  return MAX_REGULARS_LEAD * (1 - Math.min(1, Math.max(0, restRegulars) / 50));
}

/** Lineup priority (`teamPa`) of a player back over the limit, over his usage ratio: below any player with room. */
const OVER_LIMIT_PRIORITY = 1e-3;

/** Position players a lineup and a bench need. */
const MIN_BATTERS = 11;
/** Pitchers a day's staff needs: the starter and a bullpen (fewer left starters in to finish what they should not). */
const MIN_PITCHERS = 8;

/**
 * A league season's day: the players with the team today (stint windows), each paced by his real usage within his
 * stay, none past the usage limit. When the limit or rest leaves fewer than eleven position players, those resting
 * come back first, then those at the limit who have used the least of it: a team always fields a side.
 */
function seasonPlayers(all: RosterPlayer[], plan: DayPlan, usage: TeamUsage, day: number, rng: RngState, dayOff: number, lead: number): RosterPlayer[] {
  const reliefOuts = usage.reliefOuts ?? {};
  const outs = usage.outs ?? {};
  const players: RosterPlayer[] = [];
  const benched: Array<{ at: number; p: RosterPlayer; used: number }> = [];
  const capped: Array<{ at: number; p: RosterPlayer; used: number }> = [];
  const gone: RosterPlayer[] = [];
  let batters = 0, pitchers = 0, staff = 0;
  for (const p of all) {
    if (!plan.here(p)) {
      gone.push(p);
      continue;
    }
    const id = p.card.cardId;
    const pace = plan.pace(p);
    if (p.card.primaryPosition === 'P') {
      const done = outs[id] ?? 0;
      const ok = pitcherAvailable(usage, id, day) && mayRelieve(plan, p, done);
      const left = plan.limited ? Math.max(0, Math.round(plan.capOuts(p) - done)) : undefined;
      const copy = dayCopy(p, ok, undefined, realReliefOuts(p) * pace - (reliefOuts[id] ?? 0), left);
      staff++;
      if (ok) pitchers++;
      else if (pitcherAvailable(usage, id, day)) capped.push({ at: players.length, p: copy, used: (done + OUTS_PER_RELIEF) / Math.max(1, plan.capOuts(p)) });
      players.push(copy);
      continue;
    }
    const real = p.teamPa ?? 0;
    const pa = usage.pa[id] ?? 0;
    // A day off is for a player at or ahead of his pace: one behind it plays (drawn all the same, so the stream of
    // draws does not depend on usage). Random days off for everyone left the record's iron men short of their real
    // games (1968 Cubs: Kessinger, 159 of 163, at 88 % of his plate appearances) and the bench past its own.
    const off = nextUnit(rng) >= 1 - dayOff && real * pace - pa <= 0;
    const room = mayBat(plan, p, pa);
    const behind = Math.max(0, real * pace - pa) + real * 0.02;
    const copy = dayCopy(p, !off && room, behind + real * lead);
    if (copy.available) batters++;
    else benched.push({ at: players.length, p: copy, used: room ? -1 : (pa + 1) / Math.max(1, plan.capPa(p)) });
    players.push(copy);
  }
  if (batters < MIN_BATTERS && benched.length) {
    benched.sort((a, b) => a.used - b.used || (a.p.card.cardId < b.p.card.cardId ? -1 : 1));
    const back = benched.slice(0, MIN_BATTERS - batters);
    // One at the limit fills the bench, starts only when nobody with room can (the least over first) and never
    // pinch-hits: the lineup's priority for regulars (a share of real PA) and the pinch hitter's (the best bat) put
    // the big regulars back every day, 10–20 % over theirs by October.
    for (const b of back) players[b.at] = b.used < 0 ? { ...b.p, available: true } : { ...b.p, available: true, teamPa: OVER_LIMIT_PRIORITY / b.used, overLimit: true };
    batters += back.length;
  }
  // A team the record gives too few players for some stretch (19th-century clubs, a fire sale): those with it
  // nearest in time fill in, so it always fields a side.
  if (batters < MIN_BATTERS || staff === 0) {
    // Those with room under the limit first, so the fill-in work is spread instead of going to one man all season.
    // Those over it by how far (a player with a few games on each of four clubs was everyone's nearest fill-in: 1927
    // Zomphier batted 690 times against his 376), then the nearest in time.
    const usedRatio = (p: RosterPlayer) => {
      const id = p.card.cardId;
      if (p.card.primaryPosition === 'P') return mayRelieve(plan, p, outs[id] ?? 0) ? 0 : ((outs[id] ?? 0) + OUTS_PER_RELIEF) / Math.max(1, plan.capOuts(p));
      return mayBat(plan, p, usage.pa[id] ?? 0) ? 0 : ((usage.pa[id] ?? 0) + PA_PER_START) / Math.max(1, plan.capPa(p));
    };
    gone.sort((a, b) => usedRatio(a) - usedRatio(b) || plan.away(a) - plan.away(b) || (a.card.cardId < b.card.cardId ? -1 : 1));
    for (const p of gone) {
      const pitcher = p.card.primaryPosition === 'P';
      if (pitcher ? staff > 0 : batters >= MIN_BATTERS) continue;
      players.push({ ...p, available: true });
      if (pitcher) staff++;
      else batters++;
    }
  }
  // A bullpen emptied by the limit would leave a tired starter in: the rested arms least over it come back.
  if (pitchers < MIN_PITCHERS && capped.length) {
    capped.sort((a, b) => a.used - b.used || (a.p.card.cardId < b.p.card.cardId ? -1 : 1));
    // Marked over the limit, so the bullpen turns to them last and to the least over first (`pickReliever`).
    for (const c of capped.slice(0, MIN_PITCHERS - pitchers)) {
      players[c.at] = { ...c.p, available: true, outsLeft: Math.max(c.p.outsLeft ?? 0, OUTS_PER_RELIEF), reliefDue: OVER_LIMIT_DUE - c.used, overLimit: true };
    }
  }
  return players;
}

/**
 * The computer's starter in a league season: the rested pitcher furthest behind his real starts so far (his real
 * starts x his share of his stay, scaled to the league's length) with room under the limit; else a bullpen game,
 * given to a reliever with innings to spare (one who already opened a game first, so spot starts stay with a long man
 * or two; then the longest relief outings, so a closer is the last to open; a starter past his starts only when no
 * reliever can); else whoever is least over the limit; else the one rested longest.
 */
function starterByRecord(players: RosterPlayer[], usage: TeamUsage, day: number, plan: DayPlan): string {
  const outs = usage.outs ?? {};
  let best: string | null = null, bestTier = 9, bestScore = -Infinity;
  for (const p of players) {
    if (!p.card.pitching) continue;
    const id = p.card.cardId;
    if (!pitcherAvailable(usage, id, day)) continue;
    const starts = usage.starts[id] ?? 0, done = outs[id] ?? 0, gs = p.teamGs ?? 0;
    const outsRoom = plan.limited ? plan.capOuts(p) - done : realOuts(p) * plan.pace(p) - done;
    // A reliever's bullpen game spends his innings, not starts he never had; a starter past his starts is over.
    const startsOver = plan.limited && gs > 0 && starts + 1 > Math.round(plan.capStarts(p));
    const tier = gs > 0 && mayStart(plan, p, starts, done) ? 0 : !startsOver && (!plan.limited || outsRoom >= OUTS_PER_RELIEF * 3) ? 1 : 2;
    const score = tier === 0 ? gs * plan.pace(p) - starts
      : tier === 1 ? (gs === 0 ? 2e6 : 0) + (starts > 0 ? 1e6 : 0) + 1e3 * (p.card.pitching.ratings.reliever ?? 0) + outsRoom
        : -Math.max(gs > 0 ? (starts + 1) / Math.max(1, plan.capStarts(p)) : 0, (done + OUTS_PER_RELIEF * 3) / Math.max(1, plan.capOuts(p)));
    if (tier < bestTier || (tier === bestTier && (score > bestScore || (score === bestScore && best !== null && id < best)))) {
      best = id; bestTier = tier; bestScore = score;
    }
  }
  if (best) return best;
  const pitchers = players.filter((p) => p.card.pitching);
  const longest = pitchers.sort((a, b) => (usage.lastStart[a.card.cardId] ?? -99) - (usage.lastStart[b.card.cardId] ?? -99))[0];
  if (!longest) throw new Error('A team has no pitcher with it today');
  return longest.card.cardId;
}

/** Adds one final game of the team on `side` (0 away, 1 home) to its usage; keeps only the last 3 days of outs. */
export function recordUsage(usage: TeamUsage, game: GameState, side: 0 | 1, day: number): void {
  const t = game.teams[side];
  const sp = t.pitchersUsed[0] as string;
  usage.starts[sp] = (usage.starts[sp] ?? 0) + 1;
  usage.lastStart[sp] = day;
  const relief = usage.reliefOuts ?? (usage.reliefOuts = {});
  const outs = usage.outs ?? (usage.outs = {});
  for (let i = 0; i < t.pitchersUsed.length; i++) {
    const id = t.pitchersUsed[i] as string;
    const l = t.pitching[id];
    if (!l) continue;
    if (i > 0) relief[id] = (relief[id] ?? 0) + l.outs;
    outs[id] = (outs[id] ?? 0) + l.outs;
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
