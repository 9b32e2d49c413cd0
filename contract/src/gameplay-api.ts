import type { Static } from 'typebox';
import type { CreateGameBody, SubstitutionBody, TacticBody } from './schemas/games';
import type { H2HGameInfo } from './head-to-head-api';

// Response and request shapes of the exhibition-game API (/api/games/...), issue 7.
// The server decides every outcome; the browser only sends decisions and renders these views.

export type GameSideName = 'home' | 'away';
export type GameStatus = 'setup' | 'live' | 'final';
/** Every mode plays games of one shape; the server's mode policy says which actions each mode allows. */
export const GAME_MODES = ['exhibition', 'gotd', 'head-to-head', 'historical-league', 'draft-league', 'tournament', 'season', 'all-star', 'nostalgia'] as const;
export type GameMode = (typeof GAME_MODES)[number];
/** @deprecated name kept for the history screens: the same list. */
export type GameplayMode = GameMode;

/** Who sits in a seat: a user, a guest (whoever holds the game's id), the computer, or nobody yet (an invited user). */
export type SeatKind = 'user' | 'guest' | 'computer' | 'open';
export interface SeatView {
  kind: SeatKind;
  /** Users only. */
  username?: string;
  /** True when the viewer sits here. */
  you: boolean;
}

/** One action for this viewer now: allowed by the mode's policy and legal in the game situation, or the reason why not. */
export interface ControlState {
  allowed: boolean;
  reason?: string;
}

/** Baserunning aggressiveness: scale 5 (Very Aggressive 0 .. Extra Conservative 4) or 7 (Extreme Aggressive 0 .. Deadball Style 6). */
export type BaserunningScale = 5 | 7;

/** What the viewer may do now; the play screen enables its controls from this and nothing else. */
export interface GameControls {
  swingAway: ControlState;
  quickPlay: ControlState;
  undo: ControlState;
  exit: ControlState;
  replay: ControlState;
  sacrificeBunt: ControlState;
  steal: ControlState;
  hitAndRun: ControlState;
  intentionalWalk: ControlState;
  infieldIn: ControlState;
  pinchHitter: ControlState;
  pinchRunner: ControlState;
  newPitcher: ControlState;
  defensiveSwitch: ControlState;
  baserunning: ControlState & { scale: BaserunningScale; value: number };
  mode: ControlState & { value: 0 | 1 };
}
export type DayNight = 'day' | 'night';
export type FieldPosition = 'P' | 'C' | '1B' | '2B' | '3B' | 'SS' | 'LF' | 'CF' | 'RF' | 'DH';
export type PitcherRoleName = 'SP' | 'RP' | 'CP';

export interface GameTeamRef {
  teamId: string;
  year: number;
}

/** One player as the game screens show him. */
export interface GamePlayer {
  cardId: string;
  playerId: string;
  year: number;
  name: string;
  bats: 'L' | 'R' | 'B';
  throws: 'L' | 'R';
  primaryPosition: FieldPosition;
  positions: FieldPosition[];
  isPitcher: boolean;
  /** Pitchers only. */
  role?: PitcherRoleName;
}

export interface LineupEntry {
  cardId: string;
  position: FieldPosition;
}

export interface GameLineupSlot extends GamePlayer {
  order: number;
  position: FieldPosition;
}

export interface BullpenPitcher extends GamePlayer {
  /** Batters faced in this game. */
  battersFaced: number;
  /** Batters the pitcher usually faces before tiring. */
  endurance: number;
  /** 0 fresh .. 1 at his limit; above 1 tired. */
  fatigue: number;
  pitching: boolean;
  used: boolean;
  available: boolean;
}

export interface GameTeamView extends GameTeamRef {
  name: string;
  lgId: string;
  managedBy: 'user' | 'computer';
  lineup: GameLineupSlot[];
  pitcher: GamePlayer | null;
  bench: GamePlayer[];
  bullpen: BullpenPitcher[];
  removed: string[];
  runs: number;
  hits: number;
  errors: number;
  lineScore: number[];
}

export interface GameDice {
  /** White d6: 1-3 batter's card, 4-6 pitcher's card; the face is the column. */
  d6?: number;
  /** Two red d6 summed (2-12): the row. */
  row?: number;
  d20?: number;
  d20b?: number;
  d20c?: number;
}

/** The game-log event types (substitution, new pitcher, wild pitch, …) plus the engine's own. */
export type PlayKind =
  | 'plate appearance' | 'substitution' | 'intentional walk' | 'new pitcher' | 'caught stealing' | 'stolen base' | 'pinch hitter'
  | 'pinch runner' | 'defensive switch' | 'injury' | 'DH cancelled' | 'wild pitch' | 'balk' | 'passed ball' | 'pickoff'
  | 'sacrifice bunt' | 'error' | 'inning' | 'game over' | 'dice' | 'hit and run' | 'infield in' | 'setting' | 'manager'
  /** A head-to-head decision clock ran out: the computer managed `team` for one plate appearance. */
  | 'time up';

export interface PlayPlayer {
  cardId: string;
  name: string;
}

/**
 * One play as structured data (no display text: the client words it through i18n). `index` is its place in the
 * game's play list (a client merges stream messages by it); the dice and card cell belong to the dice projection.
 */
export interface GamePlay {
  index: number;
  type: PlayKind;
  inning: number;
  half: 'top' | 'bottom';
  /** The team the play concerns (the batting team for plate appearances). */
  team?: GameSideName;
  outsBefore: number;
  /** Outs after the play. */
  outs: number;
  batter?: PlayPlayer;
  pitcher?: PlayPlayer;
  /** Substitutions: who comes in, whom he replaces, at which position. */
  player?: PlayPlayer;
  replaced?: PlayPlayer;
  position?: FieldPosition;
  /** Card result: 'SO','BB','HBP','HR','3B','2B','1B','GB','FB'. */
  outcome?: string;
  /** What the play became where it differs from the card result (double play, sacrifice fly, ...). */
  play?: string;
  direction?: 'left' | 'center' | 'right';
  fielders?: FieldPosition[];
  runnersBefore?: [PlayPlayer | null, PlayPlayer | null, PlayPlayer | null];
  runnersAfter?: [PlayPlayer | null, PlayPlayer | null, PlayPlayer | null];
  scored?: PlayPlayer[];
  runs?: number;
  score?: { away: number; home: number };
  dice?: GameDice;
  reading?: string;
  /** Settings changes: baserunning / mode values. */
  setting?: { baserunning?: { scale: BaserunningScale; value: number }; mode?: 0 | 1; manager?: 'computer' | 'human' };
}

export interface GameSummary {
  final: boolean;
  winner: GameSideName | null;
  userWon: boolean | null;
  score: { away: number; home: number };
  innings: number;
  /** The user's side (home when the user manages none). */
  side: GameSideName;
  runs: number;
  hits: number;
  homeRuns: number;
  /** Strikeouts by the user's pitchers. */
  strikeouts: number;
  /** Strikeouts of the user's batters. */
  battingStrikeouts: number;
  runsAllowed: number;
}

export interface GameView {
  id: string;
  mode: GameMode;
  /** Decisions applied so far; every decision request may carry it back (a stale one is refused). */
  version: number;
  seats: { away: SeatView; home: SeatView };
  /** The side the viewer manages, or null (a spectator, or both sides computer). */
  viewerSide: GameSideName | null;
  controls: GameControls;
  status: GameStatus;
  exited: boolean;
  userSide: GameSideName | 'none';
  dayNight: DayNight;
  /** A league game's league and schedule id (the play screen's way back); null elsewhere. */
  league?: { leagueId: number; scheduleId: number } | null;
  dh: boolean;
  away: GameTeamView;
  home: GameTeamView;
  inning: number;
  half: 'top' | 'bottom';
  outs: number;
  battingSide: GameSideName;
  score: { away: number; home: number };
  bases: [GamePlayer | null, GamePlayer | null, GamePlayer | null];
  batter: GamePlayer | null;
  pitcher: GamePlayer | null;
  /** Plays produced by the last decision (the newest dice are among them). */
  lastPlays: GamePlay[];
  decisionCount: number;
  /** True while the game waits for the user's roll (the header's LIVE marker, disabled logo). */
  awaitingUser: boolean;
  winner: GameSideName | null;
  summary: GameSummary | null;
  createdAt: string;
  updatedAt: string;
}

export interface BoxBattingLine {
  cardId: string;
  name: string;
  position: string;
  ab: number; r: number; h: number; d: number; t: number; hr: number; rbi: number; bb: number; so: number; sb: number;
}

export interface BoxPitchingLine {
  cardId: string;
  name: string;
  ip: string;
  h: number; r: number; er: number; bb: number; so: number; hr: number; decision: '' | 'W' | 'L' | 'S';
}

export interface GameBoxTeam {
  name: string;
  lineScore: number[];
  runs: number; hits: number; errors: number; lob: number;
  batting: BoxBattingLine[];
  pitching: BoxPitchingLine[];
}

export interface GameBoxScore {
  away: GameBoxTeam;
  home: GameBoxTeam;
  innings: number;
  final: boolean;
  winner: GameSideName | null;
}

export interface GameHistoryItem {
  id: string;
  mode: GameplayMode;
  status: GameStatus;
  exited: boolean;
  userSide: GameSideName | 'none';
  away: GameTeamRef & { name: string };
  home: GameTeamRef & { name: string };
  score: { away: number; home: number } | null;
  inning: number | null;
  summary: GameSummary | null;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

export interface GameHistoryPage {
  games: GameHistoryItem[];
  pagination: { currentPage: number; totalPages: number; total: number };
}

export interface SeasonYear {
  year: number;
  teams: number;
}

export interface SeasonTeam extends GameTeamRef {
  name: string;
  lgId: string;
  wins: number;
  losses: number;
}

/** A team-season's players and the computer manager's choices, for the setup screen. */
export interface TeamSetupData extends SeasonTeam {
  dh: boolean;
  players: GamePlayer[];
  lineup: LineupEntry[];
  startingPitcher: string;
}

export interface SingleGameDefaults {
  away: GameTeamRef;
  home: GameTeamRef;
  userSide: GameSideName;
  dayNight: DayNight;
  dh: 'auto' | boolean;
  /** Default year tabs, 1999 to 2019 (newest first). */
  yearTabs: number[];
}

// Request bodies are the TypeBox schemas the server validates with (schemas/games.ts): one definition gives the
// validation, /api/openapi.json and these types. Decisions may carry the version the client saw (a second tab's
// stale move is refused).
/** POST /games/single. */
export type CreateGameRequest = Static<typeof CreateGameBody>;
/** POST {game}/substitute-players. */
export type SubstitutionRequest = Static<typeof SubstitutionBody>;
/** POST {game}/tactic. */
export type TacticRequest = Static<typeof TacticBody>;

/** GET {base}/plays */
export type GamePlaysResponse = GamePlay[];

/**
 * One message of a game's live stream (`GET {base}/stream?since=V`): the game as this viewer sees it and the plays
 * after `since`; `resync` means the client was too far behind: `plays` is empty, refetch them.
 */
export interface GameStreamMessage {
  version: number;
  game: GameView;
  plays: GamePlay[];
  resync: boolean;
  /** Head-to-head games: the live block (clock, players' connections, spectators); newer even at the same version. */
  headToHead?: H2HGameInfo;
}

/** Baserunning labels, by scale. */
export const BASERUNNING_LABELS: Record<BaserunningScale, readonly string[]> = {
  5: ['Very Aggressive', 'Aggressive', 'Normal', 'Conservative', 'Extra Conservative'],
  7: ['Extreme Aggressive', 'Very Aggressive', 'Aggressive', 'Normal', 'Conservative', 'Extra Conservative', 'Deadball Style'],
};
export const MODE_LABELS = ['Regular', 'Maximize'] as const;

export interface GameActionResult {
  game: GameView;
  /** Success text (e.g. 'Player Substituted Successfully!'), when the action has one. */
  message?: string;
}
