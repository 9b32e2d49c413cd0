// The draft core, as the package exports it (undoLast / resume renamed: the game has its own undoLast).
export { DraftError, DRAFT_MESSAGES, type DraftErrorCode } from './errors';
export { pickOrder, roundReversed, DRAFT_MODES, type DraftMode } from './draft-order';
export {
  createDraft, currentPick, makePick, requestPause, resume as resumeDraft, undoLast as undoLastPick, roundOf, rosterSizes, isDraftComplete, draftedPlayers, teamPicks,
  type DraftState, type DraftPick, type DraftOptions, type CurrentPick, type PickCommand,
} from './draft-state';
export { autopick, openSlots, DEFAULT_NEEDS, ROSTER_SLOTS, type DraftPlayer, type RosterNeeds, type RosterSlot } from './autopick';
export { fieldableNeeds, rosterRoom, type RosterRoom } from './roster-fit';
