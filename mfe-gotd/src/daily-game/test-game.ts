// Test-only: a GameView as the server sends it for a Game of the Day (1927 Yankees at 1975 Reds, the user home).
import type { GameControls, GameTeamView, GameView } from '@bb/shared';

const team = (teamId: string, year: number, name: string, lineScore: number[], hits: number): GameTeamView => ({
  teamId, year, name: `${year} ${name}`, lgId: 'AL', managedBy: 'computer', lineup: [], pitcher: null, bench: [], bullpen: [], removed: [],
  runs: lineScore.reduce((a, b) => a + b, 0), hits, errors: 0, lineScore,
});
const allowed = { allowed: true };
export const CONTROLS = {
  swingAway: allowed, quickPlay: allowed, undo: { allowed: false }, exit: { allowed: false }, replay: { allowed: false },
  sacrificeBunt: { allowed: false }, steal: { allowed: false }, hitAndRun: { allowed: false }, intentionalWalk: { allowed: false }, infieldIn: { allowed: false },
  pinchHitter: { allowed: false }, pinchRunner: { allowed: false }, newPitcher: { allowed: false }, defensiveSwitch: { allowed: false },
  baserunning: { allowed: false, scale: 5, value: 2 }, mode: { allowed: false, value: 0 },
} satisfies GameControls;

export function gotdGame(over: Partial<GameView> = {}): GameView {
  return {
    id: '22222222-2222-4222-8222-222222222222', mode: 'gotd', version: 3,
    seats: { away: { kind: 'computer', you: false }, home: { kind: 'guest', you: true } }, viewerSide: 'home', controls: CONTROLS,
    status: 'live', exited: false, userSide: 'home', dayNight: 'day', dh: false,
    away: team('NYA', 1927, 'New York Yankees', [1, 0], 3), home: team('CIN', 1975, 'Cincinnati Reds', [0], 1),
    inning: 2, half: 'top', outs: 1, battingSide: 'away', score: { away: 1, home: 0 }, bases: [null, null, null], batter: null, pitcher: null,
    lastPlays: [], decisionCount: 3, awaitingUser: true, winner: null, summary: null, createdAt: '2026-11-22T06:00:00.000Z', updatedAt: '2026-11-22T06:05:00.000Z',
    ...over,
  };
}
