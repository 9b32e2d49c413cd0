import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startTopology, topologyUnavailable } from '../lib/deploy-topology.mjs';
import { runSmoke } from '../lib/deploy-smoke.mjs';
import { judgeRollingRestart, rollingRestart } from '../lib/rolling-restart.mjs';

// Issue 43 items 1 and 4 on deploy/compose.yaml's topology without containers (what `npm run deploy:check` boots):
// two instances of the built server on one PostgreSQL database and Redis, behind Caddy with deploy/Caddyfile when
// Caddy is installed. The smoke test, then a rolling restart of both instances during a live draft and a game.
const repoRoot = path.resolve(__dirname, '../..');
type Topology = Awaited<ReturnType<typeof startTopology>>;

let topology: Topology | null = null;
let skipped: string | null = null;

beforeAll(async () => {
  // `npm test` builds first; a unit-only run builds the server it needs (seconds, esbuild).
  if (!existsSync(path.join(repoRoot, 'api', 'dist', 'server.cjs'))) {
    const built = spawnSync(process.execPath, ['build.mjs'], { cwd: path.join(repoRoot, 'api'), encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`building the API failed:\n${built.stdout}\n${built.stderr}`);
  }
  skipped = await topologyUnavailable(repoRoot);
  if (skipped) {
    if (process.env.CI) throw new Error(`CI needs the deploy topology: ${skipped}`);
    console.warn(`[deploy tests] skipping the topology tests: ${skipped}`);
    return;
  }
  topology = await startTopology({ repoRoot });
}, 180_000);

afterAll(async () => {
  await topology?.stop();
}, 60_000);

const it = (name: string, fn: (t: Topology) => Promise<void>, timeout: number) =>
  test(name, async () => {
    if (topology) await fn(topology);
  }, timeout);

it('the smoke test: log in, a move through one instance seen through the other, metrics, the proxy', async (t) => {
  const done = await runSmoke(t);
  expect(done).toEqual(expect.arrayContaining([expect.stringContaining('a move made on api1'), expect.stringContaining('both instances show their metrics')]));
  if (t.proxy) expect(done).toContainEqual(expect.stringContaining('the proxy: TLS with HTTP/2'));
}, 120_000);

it('a rolling restart of both instances during a live draft and a head-to-head game loses no pick and no move', async (t) => {
  const result = await rollingRestart(t);
  expect(judgeRollingRestart(result, { viaProxy: t.proxy !== null })).toEqual([]);
  // What the judgement rests on, said plainly.
  expect(result.restarts.map((r) => [r.name, r.exit.code])).toEqual([['api1', 0], ['api2', 0]]);
  expect(result.moves.made.length).toBeGreaterThanOrEqual(6);
  expect(result.game.version).toBe(result.startVersion + result.moves.made.length);
  expect(result.picks.made.length).toBeGreaterThanOrEqual(4);
  for (const stream of Object.values(result.streams)) expect(stream.log.filter((c) => c.reconnectAt !== null).length).toBeGreaterThanOrEqual(1);
}, 300_000);
