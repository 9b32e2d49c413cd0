// Shared plain-data types. Everything here is JSON-serialisable.
import type { RngState } from './random/sfc32';

/** Plate-appearance outcomes on a card, in card order. */
export const OUTCOMES = ['SO', 'BB', 'HBP', 'HR', '3B', '2B', '1B', 'GB', 'FB'] as const;
export type OutcomeName = (typeof OUTCOMES)[number];
export const O_SO = 0, O_BB = 1, O_HBP = 2, O_HR = 3, O_3B = 4, O_2B = 5, O_1B = 6, O_GB = 7, O_FB = 8;
export const OUTCOME_COUNT = 9;

export type Position = 'P' | 'C' | '1B' | '2B' | '3B' | 'SS' | 'LF' | 'CF' | 'RF' | 'DH';
export const FIELD_POSITIONS: readonly Position[] = ['C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF'];
/** Position codes 1 P … 9 RF (DH = 10). */
export const POSITION_CODES: Record<Position, number> = { P: 1, C: 2, '1B': 3, '2B': 4, '3B': 5, SS: 6, LF: 7, CF: 8, RF: 9, DH: 10 };
export type PitcherRole = 'SP' | 'RP' | 'CP';
export type Hand = 'L' | 'R' | 'B';

export interface LeagueContext {
  key: string; // `${yearID}-${lgID}`
  yearID: number;
  lgID: string;
  /** League outcome probabilities per plate appearance, indexed like OUTCOMES; sums to 1. */
  rates: number[];
  runsPerGame: number;
  /** Complete games per team game. */
  cgRate: number;
  /** Share of team innings pitched by starters (estimated, see README). */
  starterInningsShare: number;
  /** Average start in outs (`start-relief.ts` caps a pitcher's starts by it); absent in older contexts (no cap). */
  startOutsPerStart?: number;
  errorsPerGame: number;
  stealAttemptsPerGame: number;
  /** Sacrifice hits per team game (Batting SH; 1926-30 and 1939 include sacrifice flies). */
  sacrificesPerGame: number;
  dhRule: boolean;
  teams: number;
  /** False when the records hold (almost) no CS although steals were recorded (1927 NNL: 11 for 574): CS 0 = not recorded. */
  caughtStealingRecorded?: boolean;
  /**
   * Sacrifice hits per batter faced for pitching lines whose SH is empty (1927 AL/NL, 1968): their BFP still counts
   * the league's sacrifices, which are not plate appearances of the card. (League Batting SH - recorded Pitching SH) /
   * BFP of the Pitching rows without SH; 0 or absent otherwise.
   */
  pitcherShPerBf?: number;
}

export interface FieldingRating {
  /** 1 (best) to 5. */
  range: number;
  /** Chance of an error per ball fielded, in percent (d20/d20 check: 400ths / 4). */
  error: number;
  /** Catchers and outfielders: -6 (best) .. +5. */
  arm?: number;
}

export interface BattingRatings {
  balance: string; // 'E' or '1L'..'9L' / '1R'..'9R'
  running: number; // d20 threshold, 1-20
  stealing: string; // AAA..E
  stealAttemptRate: number; // attempts per time on first base
  stealSuccess: number;
  bunting: 'A' | 'B' | 'C' | 'D';
  /** Sacrifice hits per (PA + SH) + 1 of the real line; absent under 10 PA + SH (and on older cards). */
  sacrificeRate?: number;
  hitAndRun: 'A' | 'B' | 'C' | 'D';
  contact: number; // 1-10
  power: number; // 1-10
}

export interface PitchingRatings {
  starter: number; // innings per start (0 = not a starter)
  reliever: number; // innings per relief appearance (0 = no relief work)
  closer: number; // 0-5
  /** Batters faced before fatigue sets in ("point of weakness"). */
  endurance: number;
  holdRunner: number; // -5 (easy to run on) .. +5
  balk: number; // balks per 1000 batters faced
  wildPitch: number; // wild pitches per 1000 batters faced
  pressure: number; // 1-5
  durability: number; // 1-5
  completeGameRate: number;
}

export interface BatterSide {
  /** Park-neutral outcome probabilities per PA, indexed like OUTCOMES. */
  rates: number[];
  /** Odds ratio of each outcome against the player's own league (park-neutral). */
  oddsRatio: number[];
  pa: number;
  ratings: BattingRatings;
}

export interface PitcherSide {
  rates: number[];
  oddsRatio: number[];
  battersFaced: number;
  role: PitcherRole;
  ratings: PitchingRatings;
  gamesStarted: number;
  games: number;
  saves: number;
  inningsOuts: number;
}

export interface PlayerCard {
  cardId: string; // `${playerID}-${yearID}`
  playerID: string;
  yearID: number;
  lgID: string;
  teamIDs: string[];
  firstName: string;
  lastName: string;
  bats: Hand;
  throws: 'L' | 'R';
  primaryPosition: Position;
  /** Positions the player may field, best first. */
  positions: Position[];
  fielding: Partial<Record<Position, FieldingRating>>;
  batting: BatterSide;
  pitching?: PitcherSide;
  /** Season games played and batting plate appearances, for roster choices. */
  games: number;
}

export interface RosterPlayer {
  card: PlayerCard;
  /** false = resting or injured; the computer manager skips the player. */
  available?: boolean;
  /** Usage with this team this season (a traded player's card covers his whole season). */
  teamPa?: number;
  teamGs?: number;
  /** Real outs in relief with this team (season replays pace the bullpen by it); absent = estimated from the card. */
  teamReliefOuts?: number;
  /**
   * Set by `rosterForDay` (league seasons): relief outs this pitcher is behind his real pace so far (negative = ahead).
   * The computer's bullpen gives late innings to those most behind and close games to the best not ahead of it.
   */
  reliefDue?: number;
  /** Real outs pitched with this team (the usage limit caps them); absent = the card's season outs. */
  teamOuts?: number;
  /** Set by `rosterForDay` under a usage limit: outs he may still pitch this season (the manager pulls him there). */
  outsLeft?: number;
  /** Set by `rosterForDay`: back past the usage limit only to fill out the side; never sent up to pinch-hit. */
  overLimit?: true;
  /** When he was with this team (season/stints.ts): league seasons play him inside these only. Absent: all season. */
  stints?: StintWindow[];
}

/** A stretch of the regular season, as fractions [from, to) of its schedule days. */
export interface StintWindow {
  from: number;
  to: number;
}

export interface LineupSpot {
  cardId: string;
  position: Position;
}

export interface Roster {
  teamId: string;
  name: string;
  /** League-season context the team belongs to (its cards' home environment). */
  lgKey: string;
  players: RosterPlayer[];
  /** Optional human-set lineup (batting order); the computer manager builds one otherwise. */
  lineup?: LineupSpot[];
  startingPitcher?: string;
  /** Optional human-set closer: he alone closes save situations and is kept for them (else the saves leader). */
  closer?: string;
  /** Park factor for the home park, 100 = neutral. */
  parkFactor?: number;
  /** How the team's manager runs its games (issue 17 leagues); absent or every field absent/50 = the computer's usual play. */
  manager?: ManagerTendencies;
  /** League seasons: the day's starter's batters-faced limit is multiplied by this (`startStretch`, his real innings pace). */
  starterStretch?: number;
}

/**
 * A league team's manager settings, read by the computer manager for the team whose decision it is (a human
 * playing a game on the screen makes his own moves). Every field optional; absent (or 50 for the 0..100 ones)
 * plays exactly as without it: same random draws, same games.
 */
export interface ManagerTendencies {
  /**
   * Human depth chart "pitcher settings", 1..10: once the starter has allowed this many runs (runs scored while he
   * pitches, `TeamGameState.pitcherRuns`) he is relieved before the next plate appearance against his team, whenever a
   * reliever is available. A hard rule: it overrides a starter finishing his game or keeping his save spot.
   */
  hookRuns?: number;
  /**
   * 0..100, 50 = usual: how early the starter is pulled. Scales the batters faced he may reach (his endurance and
   * its complete-game stretch) by 1.25 (0) .. 0.75 (100) and moves the runs that end a blow-up (5 + 3 x CG rate) by
   * +2 (0) .. -2 (100). The fatigue the dice feel is unchanged.
   */
  bullpenHook?: number;
  /**
   * 0..100, 50 = usual: steal attempts x 2^((a - 50) / 50) (0.5 .. 2); extra bases on hits: d20 threshold + 1.5 x (a - 50) / 50
   * (unless the team set its own in-game baserunning); above 50 the computer also calls the hit and run (runner on first
   * only, fewer than two outs) with chance 0.1 x (a - 50) / 50 x the batter's hit-and-run grade (A 1, B 0.7, C 0.4, D 0.15).
   */
  aggressiveness?: number;
  /** 0..100, 50 = usual: sacrifice-bunt chance x 2^((s - 50) / 50) (0.5 .. 2; still capped at 0.95). */
  smallBall?: number;
}

export type ManagerKind = 'computer' | 'human';

export interface GameOptions {
  /** 'auto' = by league and year (AL 1973+, all MLB 2020 and 2022+). */
  dh?: 'auto' | boolean;
  innings?: number;
  /** Runner on second in extra innings: 'auto' = MLB 2020+. */
  extraInningsRunner?: 'auto' | boolean;
  managers?: { home: ManagerKind; away: ManagerKind };
  /** Mode: 0 Regular (era-realistic), 1 Maximize (best percentage moves). */
  mode?: 0 | 1;
  /** Baserunning aggressiveness; scale 5 = Very Aggressive..Extra Conservative (0-4), scale 7 = Extreme Aggressive..Deadball Style (0-6). */
  baserunning?: { scale: 5 | 7; value: number };
  /** League environment the game is played in; defaults to the home team's. */
  environmentKey?: string;
  /** Keep play-by-play events (off speeds up bulk simulation). */
  recordEvents?: boolean;
  /** Random injuries (rare). */
  injuries?: boolean;
}

export interface GameSetup {
  home: Roster;
  away: Roster;
  contexts: Record<string, LeagueContext>;
  options: GameOptions;
  seed: number | string;
}

export interface BattingLine {
  cardId: string;
  pa: number; ab: number; r: number; h: number; d: number; t: number; hr: number; rbi: number;
  bb: number; ibb: number; so: number; hbp: number; sf: number; sh: number; sb: number; cs: number; gidp: number;
  interference: number; e: number; lob: number;
}

export interface PitchingLine {
  cardId: string;
  outs: number; bf: number; h: number; r: number; er: number; bb: number; ibb: number; so: number; hr: number;
  hbp: number; wp: number; bk: number; gs: number; cg: number; sho: number; w: number; l: number; sv: number; hld: number;
}

export interface TeamGameState {
  /** 0 away, 1 home: the roster is setup.away / setup.home (kept out of the state to keep it small). */
  side: 0 | 1;
  /** Batting order: nine slots, each the current occupant. */
  order: LineupSpot[];
  /** Pitcher when not batting (DH games); else the pitcher is in the order with position P. */
  pitcherId: string;
  dh: boolean;
  batterIndex: number;
  /** Cards already removed from the game (may not return). */
  removed: string[];
  batting: Record<string, BattingLine>;
  pitching: Record<string, PitchingLine>;
  /** Pitchers in order of appearance. */
  pitchersUsed: string[];
  battersOrderUsed: string[];
  runsByInning: number[];
  hits: number;
  errors: number;
  lob: number;
  /** Current pitcher's batters faced and runs allowed (computer manager's fatigue input). */
  pitcherBf: number;
  pitcherRuns: number;
  /**
   * The team's own baserunning aggressiveness and Regular / Maximize, once its manager set them (setBaserunning,
   * setMode); absent = the game's options. `runShift` caches the d20 shift the inner loop reads.
   */
  baserunning?: { scale: 5 | 7; value: number };
  runShift?: number;
  mode?: 0 | 1;
  /** Box score labels: how a substitute came in (pinch hitter / runner) and the last position of a player who left. */
  entered?: Record<string, 'PH' | 'PR'>;
  leftAt?: Record<string, Position>;
}

/** A runner on base: who and which pitcher is responsible, and whether his run is earned. */
export interface Runner {
  cardId: string;
  pitcherId: string;
  earned: boolean;
}

export interface GameState {
  setup: GameSetup;
  rng: RngState;
  inning: number;
  half: 0 | 1; // 0 = top (away bats), 1 = bottom
  outs: number;
  bases: [Runner | null, Runner | null, Runner | null];
  score: [number, number]; // [away, home]
  teams: [TeamGameState, TeamGameState]; // [away, home]
  status: 'live' | 'final';
  winner: 0 | 1 | null;
  events: PlayEvent[];
  decisions: Decision[];
  plateAppearances: number;
  /** Lead-change bookkeeping for wins, losses and saves. */
  record: { leader: 0 | 1 | null; winPitcher: [string, string]; losePitcher: [string, string]; saveCandidate: [string | null, string | null] };
  envKey: string;
  extraRunner: boolean;
  /** Who manages each side now (a seat handed to the computer mid-game); absent = setup.options.managers. */
  managers?: [ManagerKind, ManagerKind];
  /** A tactic called for the next roll (hit and run by the offence, infield in by the defence). */
  pending?: { hitAndRun?: boolean; infieldIn?: boolean };
  /** Infield in on this roll: the runner on third holds on a ground ball. */
  holdThird?: boolean;
  /** Intentional walks decided in a row with no plate appearance rolled between (bounded). */
  walksInRow?: number;
  /** While recording events: what the plate appearance being rolled did (folded into its one event). */
  scratch?: { scored: string[]; fielders: Position[]; play?: PlayKindDetail };
}

export type PlayEventType =
  | 'dice' | 'plate appearance' | 'substitution' | 'intentional walk' | 'new pitcher' | 'caught stealing'
  | 'stolen base' | 'pinch hitter' | 'pinch runner' | 'defensive switch' | 'injury' | 'DH cancelled'
  | 'wild pitch' | 'balk' | 'passed ball' | 'pickoff' | 'sacrifice bunt' | 'error' | 'inning' | 'game over'
  | 'hit and run' | 'infield in' | 'setting' | 'manager' | 'time up';

/** What a play became where it differs from the card result. */
export type PlayKindDetail =
  | 'double play' | 'line drive double play' | "fielder's choice" | 'sacrifice fly' | 'reached on error'
  | 'thrown out advancing' | 'ground out' | 'fly out' | 'pop out' | 'infield single' | 'runner caught' | 'strike em out throw em out';

export type BaseRunners = [string | null, string | null, string | null];

export interface DiceRoll {
  /** White d6 (1-3 batter card, 4-6 pitcher card; the face is the column). */
  d6?: number;
  /** Two red d6 summed, 2-12: the card row. */
  row?: number;
  /** d20 for splits and checks. */
  d20?: number;
  /** Second and third d20 for rare-event checks (1/400 and 1/8000 resolution). */
  d20b?: number;
  d20c?: number;
}

export interface PlayEvent {
  type: PlayEventType;
  inning: number;
  half: 0 | 1;
  outs: number;
  text: string;
  dice?: DiceRoll;
  /** Card reading, e.g. '1B', 'GB', 'error E6'. */
  reading?: string;
  batter?: string;
  pitcher?: string;
  runs?: number;
  score?: [number, number];
  /** The team the play concerns (the batting team for plate appearances). */
  team?: 0 | 1;
  /** Substitutions: who comes in, whom he replaces, at which position. */
  player?: string;
  replaced?: string;
  position?: Position;
  /** Card result of a plate appearance (OUTCOMES name) and what the play became. */
  outcome?: OutcomeName;
  play?: PlayKindDetail;
  /** Where the ball went, read from dice already rolled. */
  direction?: 'left' | 'center' | 'right';
  fielders?: Position[];
  runnersBefore?: BaseRunners;
  runnersAfter?: BaseRunners;
  scored?: string[];
  outsBefore?: number;
  setting?: { baserunning?: { scale: 5 | 7; value: number }; mode?: 0 | 1; manager?: ManagerKind };
}

export type Decision =
  /**
   * Roll for the next plate appearance. `computerFor`: that team's decision clock ran out (head to head), so the
   * computer manages it for this one plate appearance (its tactics and substitutions before the roll).
   */
  | { type: 'swingAway'; computerFor?: 0 | 1 }
  | { type: 'quickPlay'; scope: 'halfInning' | 'game' }
  | { type: 'intentionalWalk' }
  | { type: 'steal' }
  | { type: 'sacrificeBunt' }
  | { type: 'pinchHitter'; team: 0 | 1; cardId: string }
  | { type: 'pinchRunner'; team: 0 | 1; base: 0 | 1 | 2; cardId: string }
  | { type: 'newPitcher'; team: 0 | 1; cardId: string }
  | { type: 'defensiveSwitch'; team: 0 | 1; moves: LineupSpot[] }
  | { type: 'setLineup'; team: 0 | 1; lineup: LineupSpot[]; pitcherId?: string }
  | { type: 'hitAndRun' }
  | { type: 'infieldIn' }
  | { type: 'setBaserunning'; team: 0 | 1; scale: 5 | 7; value: number }
  | { type: 'setMode'; team: 0 | 1; mode: 0 | 1 }
  | { type: 'setManager'; team: 0 | 1; kind: ManagerKind };
