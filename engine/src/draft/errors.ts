/** Why a draft command was refused: `code` for the API (HTTP status, idempotent replies), `message` for people. */
export type DraftErrorCode =
  | 'invalid'
  | 'already-made'
  | 'not-current'
  | 'out-of-turn'
  | 'player-taken'
  | 'roster-full'
  | 'paused'
  | 'complete'
  | 'nothing-to-undo'
  | 'no-players';

export const DRAFT_MESSAGES = {
  'already-made': 'This pick has already been made.',
  'not-current': 'This is not the current pick.',
  'out-of-turn': 'It is not your turn to pick.',
  'player-taken': 'That player has already been drafted.',
  'roster-full': 'Your roster is full.',
  paused: 'The draft is paused.',
  complete: 'The draft is complete.',
  'nothing-to-undo': 'There is no pick to undo.',
  'no-players': 'No players are left to draft.',
} as const;

export class DraftError extends Error {
  readonly code: DraftErrorCode;
  /** Facts behind the message (the pick already made, the team on the clock, the roster limit…). */
  readonly detail?: Record<string, unknown>;
  constructor(code: DraftErrorCode, message?: string, detail?: Record<string, unknown>) {
    super(message ?? (code === 'invalid' ? 'Invalid draft command.' : DRAFT_MESSAGES[code]));
    this.name = 'DraftError';
    this.code = code;
    if (detail) this.detail = detail;
  }
}
