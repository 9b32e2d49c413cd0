#!/usr/bin/env node
// `npm run deploy:check`: are the deploy files right, and does their topology work?
// 1. Dockerfile, .dockerignore, deploy/compose.yaml and deploy/Caddyfile are read and checked (scripts/lib/deploy-config.mjs);
// 2. `docker compose config` and `caddy validate` judge them too, where those tools are installed;
// 3. the topology boots without containers: a throwaway database on this machine's PostgreSQL, its Redis, one data
//    import, two instances of the built server, Caddy with deploy/Caddyfile in front when installed; then a smoke test
//    (log in, a move through one instance seen through the other, metrics, the proxy's TLS, HTTP/2 and compression);
// 4. a rolling restart of both instances (SIGTERM, start again) during a live draft and a head-to-head game, which must
//    lose no pick and no move, with every live stream told to reconnect and back at once.
//   --no-boot      steps 1 and 2 only
//   --no-restart   no step 4
// Exits non-zero when something is wrong. Without PostgreSQL or Redis, step 3 is skipped with a note (outside CI).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pnpm, repoRoot } from './lib/pnpm.mjs';
import { checkDeployFiles, readDeployFiles } from './lib/deploy-config.mjs';
import { validateWithTools } from './lib/deploy-tools.mjs';
import { startTopology, topologyUnavailable } from './lib/deploy-topology.mjs';
import { runSmoke } from './lib/deploy-smoke.mjs';
import { judgeRollingRestart, rollingRestart } from './lib/rolling-restart.mjs';

const say = (line) => console.log(`[deploy:check] ${line}`);
let failed = false;

const problems = checkDeployFiles(readDeployFiles(repoRoot));
if (problems.length === 0) say('Dockerfile, .dockerignore, deploy/compose.yaml, deploy/Caddyfile: as required');
for (const problem of problems) say(`PROBLEM ${problem}`);
failed ||= problems.length > 0;

for (const { tool, status, detail } of validateWithTools(repoRoot)) {
  say(`${tool}: ${status}${detail ? ` (${detail.split('\n').slice(-5).join(' | ')})` : ''}`);
  failed ||= status === 'failed';
}

if (!process.argv.includes('--no-boot')) {
  if (!existsSync(path.join(repoRoot, 'api', 'dist', 'server.cjs'))) {
    say('building the API server (api/dist)');
    await pnpm(['--filter', '@bb/api', 'run', 'build']);
  }
  const unavailable = await topologyUnavailable(repoRoot);
  if (unavailable) {
    say(`booting the topology: SKIPPED (${unavailable})`);
    failed ||= Boolean(process.env.CI);
  } else {
    let topology = null;
    try {
      topology = await startTopology({ repoRoot, log: say });
      say(`api1 ${topology.instances[0].url}, api2 ${topology.instances[1].url}${topology.proxy ? `, proxy ${topology.proxy.url}` : ' (Caddy is not installed: no proxy in front)'}`);
      for (const line of await runSmoke(topology)) say(`ok: ${line}`);
      if (!process.argv.includes('--no-restart')) {
        say('rolling restart of api1 then api2 during a live draft and a head-to-head game');
        const result = await rollingRestart(topology, { log: say });
        const problems = judgeRollingRestart(result, { viaProxy: topology.proxy !== null });
        for (const problem of problems) say(`PROBLEM ${problem}`);
        failed ||= problems.length > 0;
        const { stats } = result;
        say(`${problems.length ? 'FAILED' : 'ok'}: ${result.moves.made.length} moves and ${result.picks.made.length} picks (${result.room.picks.length - result.picks.made.length} by the computers) during the restarts; ` +
          `${stats.requests} requests, ${stats.retried.refused + stats.retried.closing} sent again to the other instance${topology.proxy ? '' : ' (by the client: no proxy)'}; ` +
          `streams asked to reconnect ${Object.values(result.streams).reduce((n, s) => n + s.log.filter((c) => c.reconnectAt !== null).length, 0)} times`);
      }
    } catch (error) {
      failed = true;
      say(`FAILED ${error.message}`);
      for (const instance of topology?.instances ?? []) if (instance.output()) say(`${instance.name}'s output:\n${instance.output().slice(-3000)}`);
    } finally {
      await topology?.stop();
    }
  }
}

say(failed ? 'FAILED' : 'passed');
process.exit(failed ? 1 : 0);
