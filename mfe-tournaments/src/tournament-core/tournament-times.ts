import { instantToEt } from '@bb/shared';

/** The first games follow the lock by this much by default: time for the bracket to be drawn and seen. */
export const FIRST_GAME_AFTER_LOCK_MINUTES = 15;

const HOUR = 3_600_000;

/**
 * The create form's default ET times: the lock at the next full hour at least an hour from now (room for friends to
 * claim), the first game 15 minutes after it.
 */
export function defaultTournamentTimes(now: number): { lockDate: string; lockTime: string; firstDate: string; firstTime: string } {
  const lock = Math.ceil((now + HOUR) / HOUR) * HOUR;
  const l = instantToEt(lock);
  const f = instantToEt(lock + FIRST_GAME_AFTER_LOCK_MINUTES * 60_000);
  return { lockDate: l.date, lockTime: l.time, firstDate: f.date, firstTime: f.time };
}
