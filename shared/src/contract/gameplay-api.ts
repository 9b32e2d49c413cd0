// Response and request shapes of the exhibition-game API (/api/games/...), issue 7.
// The server decides every outcome; the browser only sends decisions and renders these views.

export type GameSideName = 'home' | 'away';
export type GameStatus = 'setup' | 'live' | 'final';
export type GameplayMode = 'single' | 'gotd';
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

/** Spec §9 play event types plus the engine's own ('dice', 'plate appearance', 'inning', ...). */
export interface GamePlay {
  index: number;
  type: string;
  inning: number;
  half: 'top' | 'bottom';
  outs: number;
  text: string;
  dice?: GameDice;
  reading?: string;
  batter?: string;
  pitcher?: string;
  runs?: number;
  score?: { away: number; home: number };
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
  mode: GameplayMode;
  status: GameStatus;
  exited: boolean;
  userSide: GameSideName | 'none';
  dayNight: DayNight;
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
  /** Spec §2 default year tabs (newest first). */
  yearTabs: number[];
}

export interface CreateGameRequest {
  away: GameTeamRef;
  home: GameTeamRef;
  userSide: GameSideName | 'none';
  dayNight?: DayNight;
  dh?: 'auto' | boolean;
  seed?: number;
}

export type SubstitutionRequest =
  | { type: 'pinchHitter'; cardId: string }
  | { type: 'pinchRunner'; base: 0 | 1 | 2; cardId: string }
  | { type: 'newPitcher'; cardId: string }
  | { type: 'defensiveSwitch'; moves: LineupEntry[] };

export type TacticRequest = { type: 'steal' } | { type: 'sacrificeBunt' } | { type: 'intentionalWalk' };

export interface GameActionResult {
  game: GameView;
  /** Spec §8 success text, when the action has one. */
  message?: string;
}
