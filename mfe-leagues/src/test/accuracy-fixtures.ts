// Test-only: accuracy reports as the server answers them (contract/src/accuracy-api.ts).
import type { SeasonAccuracyReport, SeasonAccuracyTeam } from '@bb/shared';

const team = (teamId: string, name: string, league: string, division: string | null, real: [number, number], sim: [number, number], runs: [number, number, number, number]): SeasonAccuracyTeam => ({
  teamId,
  name,
  league,
  division,
  realWins: real[0],
  realLosses: real[1],
  simWins: sim[0],
  simLosses: sim[1],
  realRunsPerGame: runs[0],
  simRunsPerGame: runs[1],
  realRunsAllowedPerGame: runs[2],
  simRunsAllowedPerGame: runs[3],
});

/** 1927 replayed ten times: two American League and one National League team (the real standings' order is by record). */
export const READY_1927: SeasonAccuracyReport = {
  year: 1927,
  status: 'ready',
  replays: 10,
  replaysDone: 10,
  engineVersion: '17.4.0',
  computedAt: '2026-05-04T14:30:00.000Z',
  teams: [
    team('PHA', 'Philadelphia Athletics', 'American League', null, [91, 63], [88.6, 65.4], [5.35, 5.12, 4.18, 4.3]),
    team('NYA', 'New York Yankees', 'American League', null, [110, 44], [103.25, 50.75], [6.29, 6.01, 3.86, 3.95]),
    team('PIT', 'Pittsburgh Pirates', 'National League', null, [94, 60], [94, 60], [5.14, 5.2, 4.4, 4.38]),
  ],
  rates: [
    { key: 'rPerG', label: 'Runs per game', real: 4.75, sim: 4.7 },
    { key: 'avg', label: 'Batting average', real: 0.285, sim: 0.289 },
    { key: 'hrPerG', label: 'Home runs per game', real: 0.286, sim: 0.27 },
    { key: 'era', label: 'ERA', real: 4.14, sim: 4.02 },
  ],
  errors: {
    wRmse: 6.84,
    wRmseOfMean: 4.41,
    raRmse: 0.188,
    rsRmse: 0.171,
    rPerGDiffPct: -1.2,
    cgDiffPct: -12.3,
    shoDiffPct: 4,
    startersPerTeam: { real: 9.6, sim: 8.25 },
    maxUsagePct: 112.5,
    maxUsageOf: { playerId: 'hoytwa01', kind: 'gs', sim: 36, real: 32, pct: 112.5 },
    luckFloor: { wRmse: 6.02, wRmseOfMean: 2.98 },
  },
};

/** The same report before its figures exist. */
export const pending = (status: 'queued' | 'running' | 'failed', replaysDone: number, year = 1927): SeasonAccuracyReport => ({
  ...READY_1927,
  year,
  status,
  replaysDone,
  computedAt: null,
  teams: [],
  rates: [],
  errors: null,
});
