import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../api/src/config';
import { writeJsonAtomic } from '../lib/deploys/atomic-write.mjs';
import { withRollback, withSwitch } from '../lib/deploys/live-chain.mjs';
import { deployPaths } from '../lib/deploys/paths.mjs';
import { readRegistry, setRegistryEntry } from '../lib/deploys/registry-file.mjs';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'bb-remote-registry-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the registry file', () => {
  test('a switch replaces one entry and keeps the others an operator wrote; null gives the remote its own build back', async () => {
    const file = path.join(dir, 'registry.json');
    expect(await readRegistry(file)).toEqual({});
    writeFileSync(file, JSON.stringify({ mfe_leagues: 'https://cdn.example/leagues/v3/mf-manifest.json' }));
    await setRegistryEntry(file, 'mfe_gotd', '/deploys/mfe-gotd/v1/mf-manifest.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ mfe_leagues: 'https://cdn.example/leagues/v3/mf-manifest.json', mfe_gotd: '/deploys/mfe-gotd/v1/mf-manifest.json' });
    await setRegistryEntry(file, 'mfe_gotd', null);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ mfe_leagues: 'https://cdn.example/leagues/v3/mf-manifest.json' });
  });

  test('a file that is not a JSON object is refused with its name, not overwritten', async () => {
    const file = path.join(dir, 'registry.json');
    writeFileSync(file, '["mfe_gotd"]');
    await expect(setRegistryEntry(file, 'mfe_gotd', '/x')).rejects.toThrow(`${file} must hold an object (name → manifest URL)`);
    writeFileSync(file, '{ broken');
    await expect(readRegistry(file)).rejects.toThrow(`${file} is not JSON`);
    expect(readFileSync(file, 'utf8')).toBe('{ broken');
  });

  test('is written through a temporary file renamed into place: a failed write leaves the old file and no temporary', async () => {
    const file = path.join(dir, 'nested', 'registry.json');
    await writeJsonAtomic(file, { a: '1' });
    await writeJsonAtomic(file, { a: '2' });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ a: '2' });
    expect(readdirSync(path.dirname(file))).toEqual(['registry.json']);

    // A directory where the file should be: the rename fails, and nothing is left behind.
    const blocked = path.join(dir, 'blocked.json');
    mkdirSync(path.join(blocked, 'inside'), { recursive: true });
    await expect(writeJsonAtomic(blocked, { a: '3' })).rejects.toThrow();
    expect(readdirSync(dir).sort()).toEqual(['blocked.json', 'nested']);
  });
});

describe('the chain of live versions', () => {
  const record = (version: string) => ({ version, url: `/deploys/mfe-gotd/${version}/mf-manifest.json` });
  const at = '2026-05-14T10:00:00.000Z';
  const empty = () => ({ versions: [record('v1'), record('v2'), record('v3')], live: [] as { version: string | null; url: string | null }[] });

  test('a rollback steps back one deploy at a time, and never returns to the version just rolled back from', () => {
    let history = withSwitch(empty(), null, record('v1'), at);
    history = withSwitch(history, record('v1').url, record('v2'), at);
    let rolled = withRollback(history, record('v2').url, at);
    expect(rolled.target).toMatchObject({ version: 'v1', url: record('v1').url });

    history = withSwitch(rolled.history, record('v1').url, record('v3'), at);
    rolled = withRollback(history, record('v3').url, at);
    expect(rolled.target.version).toBe('v1');
    rolled = withRollback(rolled.history, record('v1').url, at);
    // Before the first deploy the remote served its own build: no entry.
    expect(rolled.target).toMatchObject({ version: null, url: null });
    expect(() => withRollback(rolled.history, null, at)).toThrow("Nothing to roll back to: no earlier live version is recorded (live now: the remote's own build).");
  });

  test('a registry changed by hand is recorded first, so a rollback goes back from it to what the tools had made live', () => {
    const history = withSwitch(empty(), null, record('v1'), at);
    const cdn = 'https://cdn.example/bb/mfe-gotd/hotfix/mf-manifest.json';
    const rolled = withRollback(history, cdn, at);
    expect(rolled.target.url).toBe(record('v1').url);
    expect(rolled.history.live.map((link: { url: string | null }) => link.url)).toEqual([null, record('v1').url]);

    const switched = withSwitch(history, cdn, record('v2'), at);
    expect(switched.live.map((link: { version: string | null }) => link.version)).toEqual([null, 'v1', null, 'v2']);
  });
});

test('the deploy commands find the deploys folder and the registry where the server looks', () => {
  const repoRoot = path.resolve(__dirname, '../..');
  for (const env of [{}, { WEB_DIST_DIR: '/srv/web' }, { DEPLOYS_DIR: '/srv/deploys', WEB_DIST_DIR: '/srv/web' }, { REMOTES_REGISTRY_FILE: '/etc/bb/remotes.json' }]) {
    const server = loadConfig(env);
    const commands = deployPaths(repoRoot, env);
    expect({ env, deploysDir: commands.deploysDir, registryFile: commands.registryFile }).toEqual({ env, deploysDir: server.deploysDir, registryFile: server.remotesRegistryFile });
  }
  expect(deployPaths(repoRoot, { WEB_DIST_DIR: '/srv/web' }).hostManifest).toBe('/srv/web/host/mf-manifest.json');
});
