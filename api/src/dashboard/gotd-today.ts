/** Today's Game of the Day for the user: not started, playing, or final with his result and place on today's runs board. */
import type { DashboardGotd } from '@bb/contract';
import type { Db } from '../db/database';
import { dayWindow } from '../gotd';
import { gameDayOf } from '../gotd';
import { ownRow } from '../gotd';
import { findAttempt } from '../gotd';

const GOTD_PATH = '/game-of-the-day';

export async function gotdToday(db: Db, userId: number, now: Date): Promise<DashboardGotd> {
  const today = gameDayOf(now);
  // Both at once: the board row is simply absent until his game of today is final.
  const [attempt, own] = await Promise.all([findAttempt(db, userId, today), ownRow(db, dayWindow(today), 'DailyRunsLeader', today, userId)]);
  const status = attempt ? (attempt.status === 'final' ? 'final' : 'playing') : 'none';
  return {
    gameDay: today,
    status,
    result: attempt && status === 'final' ? { win: attempt.win, runs: attempt.runs, runsAllowed: attempt.runsAllowed } : null,
    rank: status === 'final' ? (own?.rank ?? null) : null,
    link: GOTD_PATH,
  };
}
