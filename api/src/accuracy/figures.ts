/**
 * The accuracy report's figures: the real record of a season set beside N replays of it. Pure: the job and
 * `npm run bench:fidelity` feed it what they read, the unit test hand-made numbers.
 */
import type { SeasonAccuracyErrors, SeasonAccuracyRate, SeasonAccuracyTeam, SeasonAccuracyUsage } from '@bb/contract';
import { battingAverage, era, onBasePct, perGame, recordCoverage, sluggingPct, USAGE_FLOORS as ENGINE_FLOORS } from '@bb/engine';

/**
 * Counting stats a league rate is made of: batting by the batters' team, pitching (er, outs, cg) by the pitchers';
 * `sho` is the team's shutouts (games it allowed no run, combined or not), as the record's team line counts them.
 */
export const STAT_KEYS = ['ab', 'h', 'd', 't', 'hr', 'bb', 'so', 'hbp', 'sf', 'er', 'outs', 'cg', 'sho'] as const;
export type StatKey = (typeof STAT_KEYS)[number];
export type TeamStats = Record<StatKey, number>;

/**
 * One team-season of the record (lahman_teams), with its count of pitchers who started at least once
 * (lahman_pitching). A stat the record does not have for the team (strikeouts of many Negro Leagues clubs, hit by
 * pitch before 1887, sacrifice flies before 1954) is null.
 */
export interface RealTeamRecord {
  teamId: string;
  name: string;
  /** League name as the replay's setup names it, and division (null before 1969). */
  league: string;
  division: string | null;
  g: number;
  w: number;
  l: number;
  r: number;
  ra: number;
  starters: number;
  stats: Record<StatKey, number | null>;
}

/** One player's line with one team (stints with the same team summed): starts, plate appearances, outs pitched. */
export interface RealPlayerStint {
  playerId: string;
  teamId: string;
  gs: number;
  pa: number;
  outs: number;
}

export interface RealSeasonRecord {
  year: number;
  teams: RealTeamRecord[];
  players: RealPlayerStint[];
}

/** A team's regular season in one replay, read from the stored games and player totals. */
export interface ReplayTeamResult {
  teamId: string;
  games: number;
  w: number;
  l: number;
  rs: number;
  ra: number;
  /** Pitchers with at least one start for this team. */
  starters: number;
  stats: TeamStats;
}

export interface ReplayPlayerUsage {
  playerId: string;
  gs: number;
  pa: number;
  outs: number;
}

export interface ReplayResult {
  year: number;
  seed: number;
  /** The human seat of the replay (played by the computer with the default chart). */
  ownerTeamId: string;
  /** Wall time of the replay, creation to reading its results. */
  ms: number;
  teams: ReplayTeamResult[];
  players: ReplayPlayerUsage[];
}

/**
 * Usage ratios are only measured for players with at least this much real work (the engine's floors, the ones its
 * limit tests use): a player with 3 real plate appearances who gets 8 in a replay is no overuse, just small numbers.
 */
export const USAGE_FLOORS: Record<SeasonAccuracyUsage['kind'], number> = { gs: ENGINE_FLOORS.gs, pa: ENGINE_FLOORS.pa, outs: ENGINE_FLOORS.outs };
type UsageKind = SeasonAccuracyUsage['kind'];

export interface AccuracyFigures {
  teams: SeasonAccuracyTeam[];
  rates: SeasonAccuracyRate[];
  errors: SeasonAccuracyErrors;
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const mean = (xs: readonly number[]) => (xs.length ? sum(xs) / xs.length : 0);
const rmse = (diffs: readonly number[]) => Math.sqrt(mean(diffs.map((d) => d * d)));
/** A scale factor (decisions, games): 0 without a base. Rate statistics are the engine's (`perGame`, `era`, …). */
const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);
/** The report's figures are numbers: a rate without a denominator (only an empty record has none) reads 0. */
const orZero = (rate: number | null) => rate ?? 0;
/** Runs (complete games, shutouts) a game. */
const aGame = (count: number, games: number) => orZero(perGame(count, games));
const round = (x: number, digits = 3) => Math.round(x * 10 ** digits) / 10 ** digits;

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  if (!s.length) return 0;
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/** sim against real in percent; a real total of zero reads 0 when the replays agree and +100 when they do not. */
export function diffPct(sim: number, real: number): number {
  if (real > 0) return (sim / real - 1) * 100;
  return sim > 0 ? 100 : 0;
}

/** A replay's wins scaled to the team's real decisions, so a 162-game replay compares with a 154-game record. */
function scaledWins(sim: Pick<ReplayTeamResult, 'w' | 'l'>, real: Pick<RealTeamRecord, 'w' | 'l'>): number {
  return sim.w * ratio(real.w + real.l, sim.w + sim.l);
}

/**
 * Real starts, plate appearances and outs of each player, scaled to one replay's season length per team, over the
 * games the team's record covers (the engine's `recordCoverage`: a Negro Leagues club with box scores for 78 % of
 * its games has its players' usage scaled by the games covered, as the usage limit does).
 */
function scaledRealUsage(real: RealSeasonRecord, teams: Map<string, RealTeamRecord>, replay: Map<string, ReplayTeamResult>) {
  const out = new Map<string, { raw: Record<UsageKind, number>; scaled: Record<UsageKind, number> }>();
  const startsOf = new Map<string, Array<{ teamGs: number }>>();
  for (const stint of real.players) {
    const list = startsOf.get(stint.teamId) ?? [];
    list.push({ teamGs: stint.gs });
    startsOf.set(stint.teamId, list);
  }
  for (const stint of real.players) {
    const team = teams.get(stint.teamId);
    const sim = replay.get(stint.teamId);
    if (!team || !sim) continue;
    const scale = ratio(sim.games, team.g * recordCoverage(startsOf.get(stint.teamId) ?? [], team.g));
    const entry = out.get(stint.playerId) ?? { raw: { gs: 0, pa: 0, outs: 0 }, scaled: { gs: 0, pa: 0, outs: 0 } };
    for (const kind of ['gs', 'pa', 'outs'] as const) {
      entry.raw[kind] += stint[kind];
      entry.scaled[kind] += stint[kind] * scale;
    }
    out.set(stint.playerId, entry);
  }
  return out;
}

export function accuracyFigures(real: RealSeasonRecord, replays: readonly ReplayResult[]): AccuracyFigures {
  if (!replays.length) throw new Error('accuracyFigures needs at least one replay');
  // Only teams every replay fielded: a team the engine could not field has no simulated side to compare.
  const byReplay = replays.map((r) => new Map(r.teams.map((t) => [t.teamId, t])));
  const teams = real.teams.filter((t) => byReplay.every((m) => m.has(t.teamId)));
  const realById = new Map(teams.map((t) => [t.teamId, t]));
  const simOf = (i: number, teamId: string) => byReplay[i]!.get(teamId)!;

  const teamRows: SeasonAccuracyTeam[] = teams.map((t) => {
    const sims = replays.map((_, i) => simOf(i, t.teamId));
    const wins = mean(sims.map((s) => scaledWins(s, t)));
    return {
      teamId: t.teamId, name: t.name, league: t.league, division: t.division, realWins: t.w, realLosses: t.l,
      simWins: round(wins, 2), simLosses: round(t.w + t.l - wins, 2),
      realRunsPerGame: round(aGame(t.r, t.g)), simRunsPerGame: round(mean(sims.map((s) => aGame(s.rs, s.games)))),
      realRunsAllowedPerGame: round(aGame(t.ra, t.g)), simRunsAllowedPerGame: round(mean(sims.map((s) => aGame(s.ra, s.games)))),
    };
  });

  const perReplay = (diff: (sim: ReplayTeamResult, real: RealTeamRecord) => number) =>
    median(replays.map((_, i) => rmse(teams.map((t) => diff(simOf(i, t.teamId), t)))));
  const wRmse = perReplay((s, t) => scaledWins(s, t) - t.w);
  const wRmseOfMean = rmse(teams.map((t) => mean(replays.map((_, i) => scaledWins(simOf(i, t.teamId), t))) - t.w));
  // Runs per game: of each team's mean over the replays (the engine bench's measure; one replay's own luck is about
  // 0.25 a game over 162 games, so a single replay cannot be closer than that), and per replay beside it.
  const ofMean = (of: (s: ReplayTeamResult) => number, real: (t: RealTeamRecord) => number) =>
    rmse(teams.map((t) => mean(replays.map((_, i) => of(simOf(i, t.teamId)))) - real(t)));
  const raRmse = ofMean((s) => aGame(s.ra, s.games), (t) => aGame(t.ra, t.g));
  const rsRmse = ofMean((s) => aGame(s.rs, s.games), (t) => aGame(t.r, t.g));
  const raRmsePerReplay = perReplay((s, t) => aGame(s.ra, s.games) - aGame(t.ra, t.g));
  const rsRmsePerReplay = perReplay((s, t) => aGame(s.rs, s.games) - aGame(t.r, t.g));
  const floor = luckFloor(teams);

  // League rates: each over the teams whose record has every stat it needs, the record's totals over their games
  // beside the replays' pooled totals over theirs. Hit by pitch and sacrifice flies not recorded count as none: the
  // cards then have none either.
  const optional = new Set<StatKey>(['hbp', 'sf']);
  const pooled = (keys: readonly StatKey[]) => {
    const recorded = teams.filter((t) => keys.every((k) => optional.has(k) || t.stats[k] !== null));
    const sims = replays.flatMap((_, i) => recorded.map((t) => simOf(i, t.teamId)));
    const totals = (of: (k: StatKey) => number) => Object.fromEntries(STAT_KEYS.map((k) => [k, keys.includes(k) ? of(k) : 0])) as TeamStats;
    return {
      real: totals((k) => sum(recorded.map((t) => t.stats[k] ?? 0))), realG: sum(recorded.map((t) => t.g)),
      sim: totals((k) => sum(sims.map((s) => s.stats[k]))), simG: sum(sims.map((s) => s.games)), teams: recorded.length,
    };
  };
  const rate = (key: string, label: string, keys: readonly StatKey[], of: (x: TeamStats, games: number) => number | null): SeasonAccuracyRate => {
    const p = pooled(keys);
    return { key, label, real: round(orZero(of(p.real, p.realG))), sim: round(orZero(of(p.sim, p.simG))) };
  };
  // Complete games and shutouts per team over a season of the record's length (real games per team), so a capped
  // or lengthened replay schedule reads neither more nor fewer of them.
  const perTeam = (key: 'cg' | 'sho') => {
    const p = pooled([key]);
    const season = ratio(p.realG, p.teams);
    return { real: aGame(p.real[key], p.realG) * season, sim: aGame(p.sim[key], p.simG) * season };
  };
  const cg = perTeam('cg');
  const sho = perTeam('sho');
  const realRunsPerGame = aGame(sum(teams.map((t) => t.r)), sum(teams.map((t) => t.g)));
  const simTeams = replays.flatMap((_, i) => teams.map((t) => simOf(i, t.teamId)));
  const simRunsPerGame = aGame(sum(simTeams.map((t) => t.rs)), sum(simTeams.map((t) => t.games)));
  const rates: SeasonAccuracyRate[] = [
    { key: 'rPerG', label: 'Runs per game', real: round(realRunsPerGame), sim: round(simRunsPerGame) },
    rate('avg', 'Batting average', ['h', 'ab'], battingAverage),
    rate('obp', 'On-base percentage', ['h', 'bb', 'hbp', 'ab', 'sf'], onBasePct),
    rate('slg', 'Slugging percentage', ['h', 'd', 't', 'hr', 'ab'], sluggingPct),
    rate('hrPerG', 'Home runs per game', ['hr'], (x, g) => perGame(x.hr, g)),
    rate('bbPerG', 'Walks per game', ['bb'], (x, g) => perGame(x.bb, g)),
    rate('soPerG', 'Strikeouts per game', ['so'], (x, g) => perGame(x.so, g)),
    rate('era', 'ERA', ['er', 'outs'], era),
    { key: 'cgPerTeam', label: 'Complete games per team', real: round(cg.real), sim: round(cg.sim) },
    { key: 'shoPerTeam', label: 'Shutouts per team', real: round(sho.real), sim: round(sho.sim) },
  ];

  // The worst overuse of any replay: the usage limit holds (or not) replay by replay, not on average.
  let maxUsage: SeasonAccuracyUsage | null = null;
  for (const [i, replay] of replays.entries()) {
    const realUsage = scaledRealUsage(real, realById, byReplay[i]!);
    for (const p of replay.players) {
      const r = realUsage.get(p.playerId);
      if (!r) continue;
      for (const kind of ['gs', 'pa', 'outs'] as const) {
        if (r.raw[kind] < USAGE_FLOORS[kind] || r.scaled[kind] <= 0) continue;
        const pct = (100 * p[kind]) / r.scaled[kind];
        if (!maxUsage || pct > maxUsage.pct) maxUsage = { playerId: p.playerId, kind, sim: p[kind], real: round(r.scaled[kind], 1), pct: round(pct, 1) };
      }
    }
  }

  const errors: SeasonAccuracyErrors = {
    wRmse: round(wRmse), wRmseOfMean: round(wRmseOfMean), raRmse: round(raRmse), rsRmse: round(rsRmse),
    raRmsePerReplay: round(raRmsePerReplay), rsRmsePerReplay: round(rsRmsePerReplay),
    luckFloor: { wRmse: round(floor.perReplay), wRmseOfMean: round(floor.ofMean) },
    rPerGDiffPct: round(diffPct(simRunsPerGame, realRunsPerGame), 2),
    cgDiffPct: round(diffPct(cg.sim, cg.real), 2),
    shoDiffPct: round(diffPct(sho.sim, sho.real), 2),
    startersPerTeam: { real: round(mean(teams.map((t) => t.starters)), 2), sim: round(mean(simTeams.map((t) => t.starters)), 2) },
    maxUsagePct: maxUsage?.pct ?? 0,
    maxUsageOf: maxUsage,
  };
  return { teams: teamRows, rates, errors };
}

/** Pythagorean exponent of runs to wins. */
const PYTHAGORAS = 1.83;

/**
 * What a perfect engine could reach, from the record alone. A team that really scored R and allowed RA wins
 * G·p (p = R^1.83 / (R^1.83 + RA^1.83)) on average; its real wins differ from that by its luck in turning runs into
 * wins (`ofMean`: no replay average can beat it), and one replay adds its own coin flips, G·p·(1−p) in variance
 * (`perReplay`). Both are lower bounds: real sequencing luck in the runs themselves comes on top.
 */
export function luckFloor(teams: ReadonlyArray<Pick<RealTeamRecord, 'g' | 'w' | 'l' | 'r' | 'ra'>>): { ofMean: number; perReplay: number } {
  const played = teams.filter((t) => t.w + t.l > 0 && t.r + t.ra > 0);
  if (!played.length) return { ofMean: 0, perReplay: 0 };
  const rows = played.map((t) => {
    const p = t.r ** PYTHAGORAS / (t.r ** PYTHAGORAS + t.ra ** PYTHAGORAS);
    const g = t.w + t.l;
    return { diff: g * p - t.w, variance: g * p * (1 - p) };
  });
  const ofMean = rmse(rows.map((r) => r.diff));
  return { ofMean, perReplay: Math.sqrt(ofMean ** 2 + mean(rows.map((r) => r.variance))) };
}
