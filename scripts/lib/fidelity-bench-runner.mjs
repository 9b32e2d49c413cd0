// The in-process half of `npm run bench:fidelity` (scripts/bench-fidelity.mjs bundles this file with esbuild, the
// API's TypeScript included). It imports the seasons' slice of the real data, then replays each season N times with
// the accuracy module's replaySeason — the very function the 'season-accuracy' job runs, itself the product's
// season-replay path (createSeason, the owner's sims, the stored results) — with the job's seeds, and computes the
// figures with the job's accuracyFigures. Prints progress lines and one `RESULT {json}` line.
// Argument: one JSON object { backend, years, replays, slice, dataDir, databaseUrl, migrationsFolder }.
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../api/src/db/database';
import { runImport } from '../../api/src/import/run-import';
import { accuracyFigures, engineVersion, realSeason, replaySeason, replaySeed } from '../../api/src/accuracy/index';

const cfg = JSON.parse(process.argv[2]);
const log = (message) => console.log(`[fidelity] ${message}`);
const round = (x, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

async function main() {
  const database = await openDatabase({ databaseUrl: cfg.databaseUrl || null, dataDir: cfg.dataDir, migrationsFolder: cfg.migrationsFolder });
  await database.migrate();
  const t0 = performance.now();
  await runImport({ database, dataDir: cfg.slice });
  log(`seasons ${cfg.years.join(', ')} imported in ${round((performance.now() - t0) / 1000)} s`);
  const version = engineVersion();
  log(`engine version ${version}`);
  const seasons = {};
  for (const year of cfg.years) {
    const real = await realSeason(database, year);
    if (!real) throw new Error(`the record has no season ${year}`);
    const replays = [];
    for (let i = 0; i < cfg.replays; i += 1) {
      const replay = await replaySeason(database, { year, seed: replaySeed(year, version, i) });
      replays.push(replay);
      const wins = replay.teams.reduce((n, t) => n + t.w, 0);
      log(`${year} replay ${i + 1}/${cfg.replays}: ${round(replay.ms)} ms (${replay.teams.length} teams, ${wins} games, seat ${replay.ownerTeamId})`);
    }
    if (process.env.FIDELITY_DUMP) (await import('node:fs')).writeFileSync(`${process.env.FIDELITY_DUMP}-${year}.json`, JSON.stringify({ real, replays }));
    const figures = accuracyFigures(real, replays);
    const fielded = new Set(replays[0].teams.map((t) => t.teamId));
    seasons[year] = {
      figures,
      msPerReplay: replays.map((r) => round(r.ms)),
      teamsInRecord: real.teams.length,
      teamsFielded: fielded.size,
      leftOut: real.teams.filter((t) => !fielded.has(t.teamId)).map((t) => `${t.teamId} ${t.name}`),
      ownerTeam: replays[0].ownerTeamId,
      gamesPerTeam: [...new Set(replays[0].teams.map((t) => t.games))],
    };
    log(`${year}: ${JSON.stringify(figures.errors)}`);
  }
  await database.close();
  console.log(`RESULT ${JSON.stringify({ backend: cfg.backend, engineVersion: version, seasons })}`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`[fidelity] failed: ${error.stack ?? error.message}`);
    process.exit(1);
  },
);
