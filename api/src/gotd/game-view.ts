import type { GameState } from '@bb/engine';
import type { GotdGameView, GotdResult, GotdTeamSeason } from '@bb/shared/src/contract/gotd-api';
import type { GameSummary } from '@bb/shared/src/contract/gameplay-api';

const RECENT_PLAYS = 6;

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

/** What the play panel draws: score, situation, the last dice and the latest plays (no rosters, no future rolls). */
export function gameView(
  input: { gameId: string; gameDay: string; userSide: 'home' | 'away'; home: GotdTeamSeason; away: GotdTeamSeason; result: GotdResult | null },
  state: GameState,
): GotdGameView {
  const lastDice = [...state.events].reverse().find((e) => e.dice?.d6 !== undefined)?.dice;
  const plays = state.events.filter((e) => e.type !== 'dice' && e.text).map((e) => e.text);
  return {
    gameId: input.gameId,
    gameDay: input.gameDay,
    status: state.status === 'final' ? 'final' : 'playing',
    home: input.home,
    away: input.away,
    userSide: input.userSide,
    inning: state.inning,
    half: state.half === 0 ? 'top' : 'bottom',
    outs: state.outs,
    bases: [state.bases[0] !== null, state.bases[1] !== null, state.bases[2] !== null],
    score: { away: state.score[0], home: state.score[1] },
    lineScore: { away: state.teams[0].runsByInning.slice(), home: state.teams[1].runsByInning.slice() },
    hits: { away: state.teams[0].hits, home: state.teams[1].hits },
    lastDice: lastDice ? [lastDice.d6, lastDice.row, lastDice.d20].filter((d): d is number => typeof d === 'number') : null,
    recentPlays: plays.slice(-RECENT_PLAYS).reverse(),
    result: input.result,
  };
}
