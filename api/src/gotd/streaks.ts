import { addDays, daysBetween } from './game-day';

export interface PlayedDay {
  gameDay: string;
  win: boolean;
}

export interface Streaks {
  /** Consecutive game days played, ending on the last day played. */
  currentPlayStreak: number;
  maxPlayStreak: number;
  /** Consecutive game days played and won, ending on the last day played (0 after a loss). */
  currentWinStreak: number;
  maxWinStreak: number;
}

/** Streaks over finished games in day order (one game per day). A missed day ends both streaks. */
export function computeStreaks(days: readonly PlayedDay[]): Streaks {
  let play = 0;
  let win = 0;
  let maxPlay = 0;
  let maxWin = 0;
  let previous: string | null = null;
  for (const d of days) {
    const consecutive = previous !== null && daysBetween(previous, d.gameDay) === 1;
    play = consecutive ? play + 1 : 1;
    win = d.win ? (consecutive ? win + 1 : 1) : 0;
    maxPlay = Math.max(maxPlay, play);
    maxWin = Math.max(maxWin, win);
    previous = d.gameDay;
  }
  return { currentPlayStreak: play, maxPlayStreak: maxPlay, currentWinStreak: win, maxWinStreak: maxWin };
}

/** A stored current streak is as of the last day played; it still counts today only if that day was today or yesterday. */
export function isStreakAlive(lastPlayedDay: string, today: string): boolean {
  return lastPlayedDay >= addDays(today, -1);
}
