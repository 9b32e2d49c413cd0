import { DRAFT_MESSAGES } from '@bb/contract';
import { DraftError } from '@bb/engine';

/** A refused draft command: the HTTP status, the engine-style code the client switches on, the contract's words. */
export class DraftRefusal extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly code?: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

const ENGINE_WORDS: Record<string, string> = {
  'already-made': DRAFT_MESSAGES.alreadyMade,
  'not-current': DRAFT_MESSAGES.notCurrent,
  'out-of-turn': DRAFT_MESSAGES.outOfTurn,
  'player-taken': DRAFT_MESSAGES.playerTaken,
  'roster-full': DRAFT_MESSAGES.rosterFull,
  paused: DRAFT_MESSAGES.paused,
  complete: DRAFT_MESSAGES.complete,
  'nothing-to-undo': DRAFT_MESSAGES.nothingToUndo,
};

export const refuse = {
  notFound: () => new DraftRefusal(DRAFT_MESSAGES.notFound, 404, 'not-found'),
  notCommissioner: () => new DraftRefusal(DRAFT_MESSAGES.notCommissioner, 403, 'not-commissioner'),
  notManager: () => new DraftRefusal(DRAFT_MESSAGES.notManager, 403, 'not-manager'),
  notStarted: () => new DraftRefusal(DRAFT_MESSAGES.notStarted, 409, 'not-started'),
  deadlinePassed: () => new DraftRefusal(DRAFT_MESSAGES.deadlinePassed, 409, 'deadline-passed'),
  notEligible: () => new DraftRefusal(DRAFT_MESSAGES.notEligible, 409, 'not-eligible'),
  playerTaken: () => new DraftRefusal(DRAFT_MESSAGES.playerTaken, 409, 'player-taken'),
  outOfTurn: () => new DraftRefusal(DRAFT_MESSAGES.outOfTurn, 409, 'out-of-turn'),
  complete: () => new DraftRefusal(DRAFT_MESSAGES.complete, 409, 'complete'),
  draftStarted: () => new DraftRefusal(DRAFT_MESSAGES.draftStarted, 409, 'draft-started'),
};

/** The engine's DraftError as a 409 with the contract's words. */
export function fromEngine(error: unknown): DraftRefusal {
  if (error instanceof DraftRefusal) return error;
  if (error instanceof DraftError) return new DraftRefusal(ENGINE_WORDS[error.code] ?? error.message, error.code === 'invalid' ? 400 : 409, error.code);
  throw error;
}
