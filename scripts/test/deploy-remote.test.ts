import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hashFolder, versionName } from '../lib/deploys/content-hash.mjs';
import { incompatibleShares } from '../lib/deploys/compatibility.mjs';
import { deployRemote } from '../lib/deploys/deploy.mjs';
import { deployState, formatState } from '../lib/deploys/list.mjs';
import { withDeployLock } from '../lib/deploys/lock.mjs';
import { rollbackRemote } from '../lib/deploys/rollback.mjs';

// What the host's and a remote's mf-manifest.json say about their shared libraries (the parts the check reads).
const HOST_SHARED = [
  { name: '@bb/shared', version: '1.0.0', singleton: true, requiredVersion: '^1.0.0' },
  { name: 'react', version: '19.2.9', singleton: true, requiredVersion: '^19.2.9' },
  { name: 'react-dom', version: '19.2.9', singleton: true, requiredVersion: '^19.2.9' },
  { name: 'react-router-dom', version: '7.18.5', singleton: true, requiredVersion: '^7.18.5' },
];
const remoteShared = (overrides: Record<string, string> = {}) =>
  HOST_SHARED.map((share) => ({ ...share, requiredVersion: overrides[share.name] ?? share.requiredVersion, version: (overrides[share.name] ?? share.requiredVersion).replace(/^\^/, '') }));

const remote = { folder: 'mfe-gotd', name: 'mfe_gotd' };
let root: string;
let paths: { repoRoot: string; deploysDir: string; registryFile: string; hostManifest: string };
// A clock the test moves: a deploy's version name starts with its time.
let clock: Date;
const now = () => clock;

/** A stand-in for webpack: writes a build whose content depends on `label`, needing the given shared versions. */
const fakeBuild = (label: string, shared = remoteShared()) => async (outDir: string) => {
  writeFileSync(path.join(outDir, 'mf-manifest.json'), JSON.stringify({ name: 'mfe_gotd', metaData: { publicPath: 'auto' }, shared }));
  writeFileSync(path.join(outDir, 'remoteEntry.js'), `var mfe_gotd = "${label}";`);
  mkdirSync(path.join(outDir, 'icons'));
  writeFileSync(path.join(outDir, 'icons', 'ball.svg'), '<svg/>');
};
const deploy = (label: string, options: Record<string, unknown> = {}) => deployRemote({ paths, remote, build: fakeBuild(label), now, label, ...options });
const registry = () => (existsSync(paths.registryFile) ? JSON.parse(readFileSync(paths.registryFile, 'utf8')) : {});
const liveEntry = () => registry().mfe_gotd ?? null;
const servedLabel = () => {
  const entry = liveEntry();
  if (!entry) return 'own build';
  return readFileSync(path.join(paths.deploysDir, entry.replace(/^\/deploys\//, '').replace('mf-manifest.json', 'remoteEntry.js')), 'utf8').split('"')[1];
};
const remoteDirEntries = () => readdirSync(path.join(paths.deploysDir, 'mfe-gotd')).sort();

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'bb-deploy-remote-'));
  paths = { repoRoot: root, deploysDir: path.join(root, 'deploys'), registryFile: path.join(root, 'deploys', 'registry.json'), hostManifest: path.join(root, 'host', 'mf-manifest.json') };
  mkdirSync(path.dirname(paths.hostManifest), { recursive: true });
  writeFileSync(paths.hostManifest, JSON.stringify({ name: 'host', shared: HOST_SHARED }));
  clock = new Date('2026-05-14T10:15:00.000Z');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

test('a deploy stores the build under a content-hashed version and switches the registry to it; a rollback points back', async () => {
  const first = await deploy('one');
  expect(first.record.version).toMatch(/^20260514-101500-[0-9a-f]{8}$/);
  expect(first.switched).toBe(true);
  expect(liveEntry()).toBe(`/deploys/mfe-gotd/${first.record.version}/mf-manifest.json`);
  expect(readdirSync(path.join(paths.deploysDir, 'mfe-gotd', first.record.version)).sort()).toEqual(['icons', 'mf-manifest.json', 'remoteEntry.js']);
  expect(first.record).toMatchObject({ files: 3, label: 'one', createdAt: '2026-05-14T10:15:00.000Z' });
  // No staging folder is left, and the version's name is its content's hash.
  expect(remoteDirEntries()).toEqual([first.record.version, 'history.json']);
  expect(first.record.version.endsWith((await hashFolder(path.join(paths.deploysDir, 'mfe-gotd', first.record.version))).hash.slice(0, 8))).toBe(true);

  clock = new Date('2026-05-15T08:00:00.000Z');
  const second = await deploy('two');
  expect(servedLabel()).toBe('two');
  expect(remoteDirEntries()).toEqual([first.record.version, second.record.version, 'history.json']);

  expect((await rollbackRemote({ paths, remote, now })).target.version).toBe(first.record.version);
  expect(servedLabel()).toBe('one');
  expect((await rollbackRemote({ paths, remote, now })).target).toMatchObject({ version: null, url: null });
  expect(servedLabel()).toBe('own build');
  await expect(rollbackRemote({ paths, remote, now })).rejects.toThrow('Nothing to roll back to');

  // Any stored version by name; an unknown one is refused with the list.
  expect((await rollbackRemote({ paths, remote, version: second.record.version, now })).changed).toBe(true);
  expect(servedLabel()).toBe('two');
  await expect(rollbackRemote({ paths, remote, version: 'nope', now })).rejects.toThrow(`mfe-gotd has no stored version "nope". Stored: ${first.record.version}, ${second.record.version}`);
});

test('the same build deployed again reuses its stored version instead of storing a copy', async () => {
  const first = await deploy('same');
  clock = new Date('2026-05-16T00:00:00.000Z');
  const again = await deploy('same');
  expect(again).toMatchObject({ reused: true, switched: false, live: true });
  expect(again.record.version).toBe(first.record.version);
  expect(remoteDirEntries()).toEqual([first.record.version, 'history.json']);
});

test('a stored version is never overwritten', async () => {
  // The folder the next deploy would create already exists (another copy of the deploys folder, a hand-made one).
  const staged = mkdtempSync(path.join(root, 'probe-'));
  await fakeBuild('taken')(staged);
  const version = versionName(clock, (await hashFolder(staged)).hash);
  mkdirSync(path.join(paths.deploysDir, 'mfe-gotd', version), { recursive: true });
  writeFileSync(path.join(paths.deploysDir, 'mfe-gotd', version, 'keep.txt'), 'original');

  await expect(deploy('taken')).rejects.toThrow(`${path.join(paths.deploysDir, 'mfe-gotd', version)} already exists: a stored version is never overwritten.`);
  expect(readdirSync(path.join(paths.deploysDir, 'mfe-gotd', version))).toEqual(['keep.txt']);
  expect(liveEntry()).toBeNull();
  expect(remoteDirEntries()).toEqual([version]);
});

test('a build against an incompatible @bb/shared is refused with the package, its range and the host version; nothing changes', async () => {
  const good = await deploy('good');
  clock = new Date('2026-05-15T00:00:00.000Z');
  const refused = deployRemote({ paths, remote, now, build: fakeBuild('newer shared', remoteShared({ '@bb/shared': '^2.0.0' })) });
  await expect(refused).rejects.toThrow(
    [
      `mfe-gotd was not deployed: it is incompatible with the live host (${paths.hostManifest}).`,
      '  - @bb/shared: mfe-gotd needs ^2.0.0, the live host provides 1.0.0',
      'The registry was not changed.',
    ].join('\n'),
  );
  expect(liveEntry()).toBe(good.record.url);
  expect(remoteDirEntries()).toEqual([good.record.version, 'history.json']);
});

test('without the live host to check against, or when the build fails, nothing is stored or switched', async () => {
  rmSync(paths.hostManifest);
  await expect(deploy('unchecked')).rejects.toThrow(`${paths.hostManifest} is missing: build the host (npm run build)`);
  await expect(deployRemote({ paths, remote, now, build: () => Promise.reject(new Error('webpack exited with 2')) })).rejects.toThrow('webpack exited with 2');
  expect(remoteDirEntries()).toEqual([]);
  expect(existsSync(paths.registryFile)).toBe(false);
});

test('--no-switch stores a version for later (a CDN upload first), and a CDN base URL goes into the registry when it is switched to', async () => {
  const live = await deploy('live');
  clock = new Date('2026-05-15T00:00:00.000Z');
  const staged = await deploy('staged', { switchLive: false, baseUrl: 'https://cdn.example/bb/' });
  expect(staged).toMatchObject({ switched: false, live: false });
  expect(staged.record.url).toBe(`https://cdn.example/bb/mfe-gotd/${staged.record.version}/mf-manifest.json`);
  expect(liveEntry()).toBe(live.record.url);
  await rollbackRemote({ paths, remote, version: staged.record.version, now });
  expect(liveEntry()).toBe(staged.record.url);
});

test('the list shows every version, newest first, with which one is live', async () => {
  const one = await deploy('one');
  clock = new Date('2026-05-15T00:00:00.000Z');
  const two = await deploy('two');
  await rollbackRemote({ paths, remote, now });
  const [state] = await deployState(paths, [remote]);
  expect(state).toMatchObject({ remote: 'mfe-gotd', entry: one.record.url, liveVersion: one.record.version });
  expect(state.versions.map((v: { version: string; live: boolean }) => [v.version, v.live])).toEqual([
    [two.record.version, false],
    [one.record.version, true],
  ]);
  const text = formatState(paths, [state]);
  expect(text).toContain(`  live -> ${one.record.version}  2026-05-14 10:15:00 UTC`);
  expect(text).toContain(`         ${two.record.version}  2026-05-15 00:00:00 UTC`);
  expect(text).toContain('label one');
});

test('a second command is refused while another holds the lock', async () => {
  await withDeployLock(paths.deploysDir, async () => {
    await expect(rollbackRemote({ paths, remote, now })).rejects.toThrow(/Another deploy command is running/);
  });
  // Released afterwards.
  await expect(rollbackRemote({ paths, remote, now })).rejects.toThrow('Nothing to roll back to');
});

describe('the compatibility check', () => {
  const host = { shared: HOST_SHARED };
  test('accepts a remote whose every singleton range the host satisfies', () => {
    expect(incompatibleShares({ shared: remoteShared({ react: '^19.0.0', '@bb/shared': '^1.0.0' }) }, host)).toEqual([]);
  });
  test('names each singleton the host provides outside the range: @bb/shared, react, react-router-dom', () => {
    expect(incompatibleShares({ shared: remoteShared({ '@bb/shared': '^1.2.0', react: '^20.0.0', 'react-router-dom': '~7.17.0' }) }, host)).toEqual([
      { name: '@bb/shared', requiredVersion: '^1.2.0', hostVersion: '1.0.0' },
      { name: 'react', requiredVersion: '^20.0.0', hostVersion: '19.2.9' },
      { name: 'react-router-dom', requiredVersion: '~7.17.0', hostVersion: '7.18.5' },
    ]);
  });
  test('leaves alone what is not one shared copy: non-singletons, libraries the host does not provide, no range', () => {
    const shared = [
      { name: 'react', singleton: false, requiredVersion: '^20.0.0' },
      { name: 'luxon', singleton: true, requiredVersion: '^3.0.0' },
      { name: 'react-dom', singleton: true, requiredVersion: false },
    ];
    expect(incompatibleShares({ shared }, host)).toEqual([]);
  });
});
