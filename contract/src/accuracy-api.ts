/**
 * Accuracy report of one real season (issue 40 item 5): the season replayed N times by the server in the background
 * through the product's own season-replay code, every team managed by the computer, set beside the record. None of
 * the other card-and-dice products publishes one; ours is public to subscribers so a fan can check the replays.
 *
 * | method and path                          | who        | answer                                             |
 * |------------------------------------------|------------|----------------------------------------------------|
 * | GET  /seasons/years/{year}/accuracy      | subscriber | SeasonAccuracyReport (queues the replays if needed) |
 *
 * The report is cached per season and engine version (a new engine recomputes it): `status` says whether the
 * replays are still running; `replaysDone` of `replays` grows while they run.
 */
export type SeasonAccuracyStatus = 'queued' | 'running' | 'ready' | 'failed';

/** Replays a report is computed from. */
export const ACCURACY_REPLAYS = 10;

export interface SeasonAccuracyTeam {
  teamId: string;
  name: string;
  /** The team's real league name ("American League") and division ("East"), null before divisions (1969). */
  league: string;
  division: string | null;
  realWins: number;
  realLosses: number;
  /** Mean over the replays, scaled to the real number of decisions. */
  simWins: number;
  simLosses: number;
  realRunsPerGame: number;
  simRunsPerGame: number;
  realRunsAllowedPerGame: number;
  simRunsAllowedPerGame: number;
}

/** One league rate, real beside simulated (R/G, AVG, OBP, SLG, HR per game, BB and SO per game, ERA, CG, SHO…). */
export interface SeasonAccuracyRate {
  key: string;
  label: string;
  real: number;
  sim: number;
}

/** The season's error figures: the same keys `npm run bench:fidelity` writes. */
export interface SeasonAccuracyErrors {
  /** Root mean square of (simulated − real) wins per team, per replay, then the median over replays. */
  wRmse: number;
  /** The same for each team's wins averaged over the replays (luck averages out). */
  wRmseOfMean: number;
  /** RMSE of runs allowed and scored per game per team, of each team's mean over the replays. */
  raRmse: number;
  rsRmse: number;
  /** The same per replay (median over replays): one replay's own luck is about 0.25 runs a game. */
  raRmsePerReplay?: number;
  rsRmsePerReplay?: number;
  /**
   * What a perfect engine could reach from the record alone (lower bounds): real wins against the Pythagorean wins
   * of the real runs (`wRmseOfMean`), and that with one replay's coin flips added (`wRmse`).
   */
  luckFloor?: { wRmse: number; wRmseOfMean: number };
  /** League runs per game, simulated against real, in percent. */
  rPerGDiffPct: number;
  cgDiffPct: number;
  shoDiffPct: number;
  /** Pitchers with at least one start, per team. */
  startersPerTeam: { real: number; sim: number };
  /** The largest simulated / real usage of any player (starts, plate appearances, innings) at usage limit 100 %, in percent. */
  maxUsagePct: number;
  /** Whose usage that was, in which replay count (absent in reports written before it was kept). */
  maxUsageOf?: SeasonAccuracyUsage | null;
}

/**
 * One player's usage in one replay against his real usage scaled to the replay's season length: starts (`gs`),
 * plate appearances (`pa`) or outs pitched (`outs`). Players under 5 real starts, 50 plate appearances or 60 outs
 * are not measured: a handful of real chances makes any ratio meaningless.
 */
export interface SeasonAccuracyUsage {
  playerId: string;
  kind: 'gs' | 'pa' | 'outs';
  sim: number;
  real: number;
  pct: number;
}

export interface SeasonAccuracyReport {
  year: number;
  status: SeasonAccuracyStatus;
  replays: number;
  replaysDone: number;
  /** The engine version the figures belong to. */
  engineVersion: string;
  /** ISO time the figures were finished, null while they are not. */
  computedAt: string | null;
  teams: SeasonAccuracyTeam[];
  rates: SeasonAccuracyRate[];
  errors: SeasonAccuracyErrors | null;
}
