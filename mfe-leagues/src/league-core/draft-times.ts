import { DRAFT_MESSAGES, DRAFT_MIN_START_MINUTES, etToInstant } from '@bb/shared';

/** The ET wall times of a draft: when it is held and when the season's games begin (the reschedule game start). */
export interface DraftTimes {
  draftDate: string;
  draftTime: string;
  gamesDate: string;
  gamesTime: string;
}

/**
 * The draft held time and the reschedule game start (both ET wall times), checked as the server does:
 * a new draft needs its time `minutesAhead` (10) minutes away; a reschedule (0) only after now.
 */
export function validateDraftTimes(values: DraftTimes, now: number, minutesAhead: number = DRAFT_MIN_START_MINUTES): Partial<Record<'draftHeldAt' | 'gamesBeginAt', string>> {
  const errors: Partial<Record<'draftHeldAt' | 'gamesBeginAt', string>> = {};
  const draftAt = etToInstant(values.draftDate, values.draftTime);
  if (!draftAt || draftAt.getTime() <= now) errors.draftHeldAt = minutesAhead > 0 ? DRAFT_MESSAGES.futureDate : DRAFT_MESSAGES.rescheduleFuture;
  else if (draftAt.getTime() < now + minutesAhead * 60_000) errors.draftHeldAt = DRAFT_MESSAGES.tenMinutes;
  const gamesAt = etToInstant(values.gamesDate, values.gamesTime);
  if (!gamesAt) errors.gamesBeginAt = DRAFT_MESSAGES.rescheduleRequired;
  else if (draftAt && gamesAt.getTime() <= draftAt.getTime()) errors.gamesBeginAt = DRAFT_MESSAGES.rescheduleAfterDraft;
  return errors;
}
