import type { Static } from 'typebox';
import type { CreateDraftLeagueBody, DraftPickBody, DraftPoolQuery, RescheduleDraftBody } from './schemas/drafts';
import type { LeagueDhRule, LeagueManagerKind, LeagueUsageLimit } from './leagues-api';

/**
 * Draft leagues (issue 18): a league (kind 'draft') whose teams are drafted live from a pool of player-seasons, then
 * play a season on the league core (schedule, standings, statistics, playoff, depth chart, play). All under `/api`.
 *
 * | method and path                                   | who                         | answer                       |
 * |---------------------------------------------------|-----------------------------|------------------------------|
 * | GET  /drafts/pool-options                         | subscriber                  | DraftPoolOptions             |
 * | POST /drafts                                      | subscriber                  | 201 DraftRoom                |
 * | GET  /drafts?scope=mine|public                    | subscriber                  | DraftLeagueList              |
 * | GET  /drafts/{leagueId}                           | member/public               | DraftRoom (the viewer's)     |
 * | GET  /drafts/{leagueId}/pool?…                    | member/public               | DraftPoolPage                |
 * | GET  /drafts/{leagueId}/players/{cardId}          | member/public               | DraftPoolPlayer              |
 * | POST /drafts/{leagueId}/picks { pick, cardId }    | team on the clock / commish | DraftRoom; 409 DraftErrorBody|
 * | PUT  /drafts/{leagueId}/queue { cardIds }         | a team's manager            | DraftRoom                    |
 * | POST /drafts/{leagueId}/pause                     | commissioner                | DraftRoom                    |
 * | POST /drafts/{leagueId}/resume                    | commissioner                | DraftRoom                    |
 * | POST /drafts/{leagueId}/undo { pick }             | commissioner                | DraftRoom                    |
 * | POST /drafts/{leagueId}/reschedule                | commissioner                | DraftRoom; 400 field errors  |
 * | POST /drafts/{leagueId}/join { token }            | subscriber with the link    | DraftRoom (a seat taken)     |
 * | GET  /drafts/{leagueId}/chat?after=               | member                      | DraftChat                    |
 * | POST /drafts/{leagueId}/chat { text }             | member                      | DraftChatMessage             |
 * | GET  /drafts/{leagueId}/stream?ticket=            | member/public (SSE)         | DraftStreamMessage events    |
 * | GET  /drafts/{leagueId}/validation                | member/public               | DraftValidation              |
 * | GET  /drafts/{leagueId}/summary                   | member/public               | DraftSummary                 |
 *
 * After the draft the league's season is the league core's: `/api/leagues/{leagueId}/…` (schedule, standings,
 * statistics, leaders, playoff, depth, play, auto-play, sim) answers for a draft league exactly as for a historical
 * one. Trades and transactions and the calendar: see `trades-api.ts` and `calendar-api.ts`.
 *
 * The pick timer: `current.deadline` and `now` are the server's; a browser counts down `deadline - now` from the
 * moment it received the room, never from its own clock. A pick is one request carrying the pick number: a second
 * click, a second tab or a retry answers 409 'already-made' and changes nothing.
 */
export type DraftMode = 'snake' | 'linear' | 'third-round-reversal';
export const DRAFT_MODE_LABELS: Record<DraftMode, string> = {
  snake: 'Snake',
  linear: 'Linear',
  'third-round-reversal': 'Third Round Reversal',
};
/** 'scheduled' until draftHeldAt (the countdown), 'live' while picking, 'paused', 'complete' once every roster is drafted. */
export type DraftStatus = 'scheduled' | 'live' | 'paused' | 'complete';

export const DRAFT_MIN_TEAMS = 2;
export const DRAFT_MAX_TEAMS = 30;
/** A lineup with a designated hitter and a rotation of four: the fewest players a drafted team can play a season with. */
export const DRAFT_MIN_ROUNDS = 13;
export const DRAFT_MAX_ROUNDS = 40;
/** Seconds per pick a commissioner may choose (live drafts: 30–90 s typical). */
export const DRAFT_PICK_SECONDS = [30, 45, 60, 90, 120, 180] as const;
export const DRAFT_DEFAULT_PICK_SECONDS = 60;
/** A computer manager's pick is made this long after his turn starts (a few seconds, so people can follow). */
export const DRAFT_COMPUTER_PICK_MS = 3_000;
export const DRAFT_MAX_QUEUE = 100;
export const DRAFT_CHAT_MAX = 500;
/** The draft is held at least this many minutes after now (US Eastern time). */
export const DRAFT_MIN_START_MINUTES = 10;

/** The setup and room messages, verbatim. */
export const DRAFT_MESSAGES = {
  nameRequired: 'You need to enter League Name',
  nameTaken: 'This league name is already taken',
  futureDate: 'Please select a future date and time',
  tenMinutes: 'Games Begin time should be at least 10 minutes from current time',
  rescheduleRequired: 'Reschedule game start date is required',
  rescheduleAfterDraft: 'Reschedule game start date must be after draft date',
  rescheduleFuture: 'Reschedule time must be after the current time',
  leaguesRequired: 'Please select atleast one league',
  totalTeams: `Total teams must be between ${DRAFT_MIN_TEAMS} and ${DRAFT_MAX_TEAMS}`,
  rounds: `Rounds must be between ${DRAFT_MIN_ROUNDS} and ${DRAFT_MAX_ROUNDS}`,
  maxPlayers: 'Max players per team must be at least the number of rounds',
  poolTooSmall: (n: number) => `The eligible players are too few for this draft: choose more seasons or leagues (${n} more needed)`,
  notFound: 'Oops! no record found',
  notCommissioner: 'Only the commissioner can do this.',
  notManager: 'You do not manage a team in this draft.',
  notStarted: 'The draft has not started yet.',
  complete: 'The draft is complete.',
  paused: 'The draft is paused.',
  alreadyMade: 'This pick has already been made.',
  notCurrent: 'This pick is not on the clock.',
  outOfTurn: 'It is not your turn to pick.',
  playerTaken: 'This player has already been drafted.',
  rosterFull: 'Your roster is full.',
  /** A person's pick that would leave too few picks to field a lineup and a rotation. */
  rosterNeeds: (needs: string, picksLeft: number) =>
    `Your team could no longer field a lineup and a rotation: it still needs ${needs} with ${picksLeft} ${picksLeft === 1 ? 'pick' : 'picks'} left.`,
  notEligible: 'This player is not in the draft pool.',
  deadlinePassed: 'Time ran out for this pick.',
  nothingToUndo: 'There is no pick to undo.',
  noSeat: 'Every team in this league already has a manager.',
  badInvite: 'This invitation link is not valid.',
  draftStarted: 'The draft has already started.',
  chatEmpty: 'Type a message first.',
} as const;

export interface DraftPoolOptions {
  /** Seasons in the record with their leagues (Negro Leagues included) and how many players each offers. */
  seasons: Array<{ year: number; leagues: Array<{ lgId: string; name: string; players: number }> }>;
}

export interface DraftTeamView {
  index: number;
  city: string;
  nickname: string;
  abbreviation: string;
  managerName: string;
  manager: LeagueManagerKind;
  /** Players on the roster now. */
  players: number;
  /** Connected to the room right now (human managers). */
  online: boolean;
}

export interface DraftPickView {
  pick: number;
  round: number;
  pickInRound: number;
  team: number;
  cardId: string;
  name: string;
  year: number;
  position: string;
  /** Made by the server (time ran out) or a computer manager. */
  auto: boolean;
}

export interface DraftCurrentPick {
  pick: number;
  round: number;
  pickInRound: number;
  team: number;
  /** ISO instant the server picks for the team; null while paused. */
  deadline: string | null;
}

export interface DraftRoom {
  leagueId: number;
  name: string;
  status: DraftStatus;
  mode: DraftMode;
  rounds: number;
  pickSeconds: number;
  maxPlayers: number;
  dh: LeagueDhRule;
  usageLimit: LeagueUsageLimit;
  isPrivate: boolean;
  /** Eligible players: seasons and leagues. */
  eligible: { years: number[]; leagues: string[] };
  /** Countdown target of the draft room. */
  draftHeldAt: string;
  /** When the season's games begin (the reschedule game start date). */
  gamesBeginAt: string;
  teams: DraftTeamView[];
  /** Team index per overall pick (the board's columns and rows). */
  order: number[];
  picks: DraftPickView[];
  current: DraftCurrentPick | null;
  /** Drafting stops once the current round completes. */
  pauseAfterRound: boolean;
  /** The server's clock when this room was rendered. */
  now: string;
  /** Bumped by every change; the stream sends rooms with a higher version. */
  version: number;
  myTeam: number | null;
  isCommissioner: boolean;
  /** The viewer's queue (card ids, first = next), empty for viewers without a team. */
  queue: string[];
  /** Path of the invitation link (commissioner only), e.g. `/live-draft/12?invite=…`. */
  inviteLink: string | null;
}

export type DraftPoolSort = 'rating' | 'avg' | 'hr' | 'rbi' | 'sb' | 'ops' | 'w' | 'era' | 'so' | 'sv' | 'whip' | 'name';

export interface DraftPoolPlayer {
  cardId: string;
  playerId: string;
  name: string;
  year: number;
  lgId: string;
  teamIds: string[];
  primaryPosition: string;
  positions: string[];
  /** Pitchers: SP or RP. */
  role: 'SP' | 'RP' | null;
  bats: string;
  throws: string;
  /** 0–100, what autopick ranks by. */
  rating: number;
  batting: { g: number; ab: number; avg: number; hr: number; rbi: number; sb: number; ops: number } | null;
  /** ERA and WHIP are null without an out recorded (the engine's rates, @bb/engine/rates). */
  pitching: { g: number; gs: number; w: number; l: number; era: number | null; so: number; sv: number; ip: number; whip: number | null } | null;
  /** Team index that drafted him (any of his seasons), or null. */
  draftedBy: number | null;
  /** Whether the team of the page's `needs` may draft him now (false: the pick would be refused); absent without `needs`. */
  fits?: boolean;
}

/**
 * What the team the viewer drafts for (his own; the one on the clock when the commissioner picks for it) still needs to
 * field a lineup and a rotation of four. A pick may not leave more such slots the pool could fill than picks to fill them.
 */
export interface DraftRosterNeeds {
  team: number;
  /** Players the team had drafted when this was worked out (the answer is stale once the room shows more). */
  drafted: number;
  /** Open slots in roster order ('C', '1B', '2B', '3B', 'SS', 'OF', 'DH', 'SP'), with how many of each. */
  open: Array<{ slot: string; count: number }>;
  /** Picks the team has left, the one on the clock included. */
  picksLeft: number;
  /** Only players who fill an open slot may be drafted now (every other player has `fits: false`). */
  fillOnly: boolean;
}

export interface DraftPoolPage {
  players: DraftPoolPlayer[];
  total: number;
  /** Null after the draft, and for viewers without a team in it. */
  needs: DraftRosterNeeds | null;
}

export interface DraftChatMessage {
  id: number;
  username: string;
  /** The writer's team, or null (commissioner without a team, spectators cannot write). */
  team: number | null;
  text: string;
  at: string;
}

export interface DraftChat {
  messages: DraftChatMessage[];
}

export type DraftStreamMessage = { type: 'room'; room: DraftRoom } | { type: 'chat'; message: DraftChatMessage };
/** The SSE event names on `GET /drafts/{leagueId}/stream`: each DraftStreamMessage is sent as the event named by its type. */
export const DRAFT_STREAM_EVENTS: ReadonlyArray<DraftStreamMessage['type']> = ['room', 'chat'];

export interface DraftTeamValidation {
  team: number;
  valid: boolean;
  /** What the roster lacks to field a lineup and a rotation, e.g. 'No catcher', 'Only 3 starting pitchers'. */
  problems: string[];
}

export interface DraftValidation {
  teams: DraftTeamValidation[];
}

export interface DraftSummary {
  room: DraftRoom;
  /** Per team: its picks in order. */
  rosters: Array<{ team: number; picks: DraftPickView[] }>;
  validation: DraftValidation;
}

export interface DraftLeagueListItem {
  leagueId: number;
  name: string;
  status: DraftStatus;
  /** The league's season status once drafted ('scheduled' | 'regular' | 'postseason' | 'final'), or 'draft'. */
  leagueStatus: string;
  draftHeldAt: string;
  totalTeams: number;
  humans: number;
  isOwner: boolean;
  myTeam: number | null;
  isPrivate: boolean;
}

export type DraftLeagueList = { leagues: DraftLeagueListItem[]; now: string };

export interface DraftErrorBody {
  error: string;
  /** The engine's DraftError code: 'already-made' | 'not-current' | 'out-of-turn' | 'player-taken' | 'roster-full' | 'paused' | 'complete' | … */
  code?: string;
  errors?: Record<string, string>;
  /** The room as it is now, so the client resyncs without another request. */
  room?: DraftRoom;
}

export type CreateDraftLeagueRequest = Static<typeof CreateDraftLeagueBody>;
export type DraftPickRequest = Static<typeof DraftPickBody>;
export type RescheduleDraftRequest = Static<typeof RescheduleDraftBody>;
export type DraftPoolRequest = Static<typeof DraftPoolQuery>;
