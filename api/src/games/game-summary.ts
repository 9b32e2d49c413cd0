import type { GameState } from '@bb/engine';
import type { GameSummary } from '@bb/contract';

/**
 * The result figures of one side: the user's side, or home when the computer manages both.
 * Runs, hits, home runs and strikeouts feed the GOTD leaderboard.
 */
export function gameSummary(state: GameState, userSide: 'home' | 'away' | 'none'): GameSummary {
  const side = userSide === 'none' ? 'home' : userSide;
  const i = side === 'away' ? 0 : 1;
  const team = state.teams[i];
  const lines = Object.values(team.batting);
  const winner = state.winner === null ? null : state.winner === 0 ? 'away' : 'home';
  return {
    final: state.status === 'final',
    winner,
    userWon: userSide === 'none' || winner === null ? null : winner === userSide,
    score: { away: state.score[0], home: state.score[1] },
    innings: state.inning,
    side,
    runs: state.score[i],
    hits: team.hits,
    homeRuns: lines.reduce((sum, line) => sum + line.hr, 0),
    strikeouts: Object.values(team.pitching).reduce((sum, line) => sum + line.so, 0),
    battingStrikeouts: lines.reduce((sum, line) => sum + line.so, 0),
    runsAllowed: state.score[1 - i]!,
  };
}
