// The pages scripts/bench-lighthouse.mjs measures, and the data they need: a server with the 1927 season imported
// (a slice of BASEBALL_DATA_DIR in a temporary folder, never in the repo), a Baseball Max subscriber, one exhibition
// game of his (the play screen) and one historical league of his (the league page).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { requestJson, runNode, startServer } from './api-bench.mjs';
import { subscribedRecord } from './bench-subscriber.mjs';
import { lahmanDir } from './league-bench.mjs';
import { writeSlice } from './lahman-slice.mjs';
import { repoRoot } from './pnpm.mjs';

const SEASON = 1927;

/** Imports the season into a fresh PGlite under `work` and starts the production server on it. */
export async function startSeededServer(work, log) {
  const source = lahmanDir();
  if (!source) throw new Error('Lahman data not found: set BASEBALL_DATA_DIR (or run npm run data:fetch)');
  const slice = path.join(work, 'lahman');
  mkdirSync(slice, { recursive: true });
  writeSlice(source, slice, [SEASON]);
  const env = { ...process.env, DATA_DIR: path.join(work, 'pglite'), DATABASE_URL: '', BASEBALL_DATA_DIR: slice, AUTH_RATE_LIMIT_MAX: '1000', LOG_LEVEL: 'warn' };
  log(`importing the ${SEASON} season …`);
  const imported = await runNode(path.join(repoRoot, 'api', 'dist', 'import.cjs'), [], env);
  if (imported.code !== 0) throw new Error(`import failed:\n${imported.tail.join('\n')}`);
  return startServer(env);
}

/** Creates what the protected pages show; answers the subscriber's stored auth record and the four pages. */
export async function benchPages(baseUrl) {
  const record = await subscribedRecord(baseUrl, 'lighthouse');
  const key = record.api_key.key;
  const game = await requestJson(baseUrl, 'POST', '/api/games/single', {
    key, expect: [201], body: { away: { teamId: 'PIT', year: SEASON }, home: { teamId: 'NYA', year: SEASON }, userSide: 'home', seed: 1927 },
  });
  const league = await requestJson(baseUrl, 'POST', '/api/leagues', {
    key, expect: [201],
    body: {
      name: 'Lighthouse league', years: [SEASON], totalTeams: 8, dh: 'auto', usageLimit: 0, isPrivate: false,
      gamesBeginAt: new Date(Date.now() + 30 * 60_000).toISOString(), gamesPerTeam: 14, userTeam: { teamId: 'NYA', year: SEASON }, seed: 1927,
    },
  });
  const pages = [
    { name: 'home', path: '/experiences/new' },
    { name: 'leaderboard', path: '/leaderboard' },
    { name: 'play', path: `/game/single/${game.json.data.game.id}/play`, needsLogin: true },
    { name: 'league', path: `/game/historical-league/league/setup/${league.json.data.leagueId}`, needsLogin: true },
  ];
  return { record, pages };
}
