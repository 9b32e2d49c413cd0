import { startServers } from './server';

/** A server per jest worker (support/server.ts): `--maxWorkers=2` runs two test files at a time, each on its own. */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  const state = await startServers(globalConfig.maxWorkers);
  console.log(`\n[e2e] ${state.servers.length === 1 ? 'server' : 'servers'} at ${state.servers.map((s) => s.baseUrl).join(', ')}`);
}
