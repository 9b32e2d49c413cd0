import type { GotdResult } from '@bb/contract';
import type { GameSummary } from '@bb/contract';

/** The leaderboard figures of a finished game, from the game service's summary of the player's side. */
export function resultOf(summary: GameSummary): GotdResult {
  return {
    win: summary.userWon === true,
    runs: summary.runs,
    runsAllowed: summary.runsAllowed,
    hits: summary.hits,
    hr: summary.homeRuns,
    strikeouts: summary.strikeouts,
  };
}
