import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/database';

// A built platform with mfe-gotd's own build (`npm run build`) and two stored versions of it, laid out the way
// scripts/lib/deploys/ stores them: <deploys>/<folder>/<version>/, the registry in <deploys>/registry.json.
const areaOf = (tag: string) => `__federation_expose_Area.${tag.repeat(10).slice(0, 10)}.js`;
const BUILDS = { dist: 'a', v1: 'b', v2: 'c' } as const;
const V1 = '20260101-090000-bbbbbbbb';
const V2 = '20260102-090000-cccccccc';

function makePlatform(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'bb-remote-deploys-'));
  const write = (rel: string, body: string | Buffer) => {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), body);
  };
  write('host/index.html', readFileSync(path.join(__dirname, '../../host/public/index.html'), 'utf8'));
  const build = (dir: string, tag: string) => {
    write(`${dir}/mf-manifest.json`, JSON.stringify({ name: 'mfe_gotd', build: tag, metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [{ path: './Area', assets: { js: { sync: [areaOf(tag)] } } }] }));
    write(`${dir}/remoteEntry.js`, `var mfe_gotd = "${tag}";`);
    write(`${dir}/remoteEntry.js.br`, brotliCompressSync(Buffer.from(`var mfe_gotd = "${tag}";`)));
    write(`${dir}/${areaOf(tag)}`, `area ${tag}`);
  };
  build('mfe-gotd', BUILDS.dist);
  build(`deploys/mfe-gotd/${V1}`, BUILDS.v1);
  build(`deploys/mfe-gotd/${V2}`, BUILDS.v2);
  // What the deploy scripts keep beside the versions, and a build still being staged: neither is served.
  write('deploys/mfe-gotd/history.json', '{"live":[]}');
  write('deploys/mfe-gotd/.staging-1/mf-manifest.json', '{}');
  return root;
}

const preloadsOf = (html: string) => [...html.matchAll(/<link rel="preload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);

describe('a remote deployed as versions is served from the version the registry makes live', () => {
  let app: FastifyInstance;
  let database: Database;
  let root: string;
  let registryFile: string;
  const live = (entries: Record<string, string>) => writeFileSync(registryFile, JSON.stringify(entries));
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const buildOf = async (url: string) => ((await get(url)).json() as { build: string }).build;

  beforeAll(async () => {
    root = makePlatform();
    registryFile = path.join(root, 'deploys', 'registry.json');
    database = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
    await database.migrate();
    app = await buildApp({ config: { repoRoot: root, webDistDir: root, remotesRegistryFile: registryFile, deploysDir: path.join(root, 'deploys') }, database });
  });

  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(root, { recursive: true, force: true });
  });

  afterEach(() => rmSync(registryFile, { force: true }));

  it("serves the remote's own build while no version is live, and a registry file not written yet is no error", async () => {
    expect(await buildOf('/remotes/mfe-gotd/mf-manifest.json')).toBe(BUILDS.dist);
    expect((await get('/remotes.json')).json().mfe_gotd).toBe('/remotes/mfe-gotd/mf-manifest.json');
  });

  it('switches what the stable address serves the moment the registry names another version, and back', async () => {
    live({ mfe_gotd: `/deploys/mfe-gotd/${V2}/mf-manifest.json` });
    const manifest = await get('/remotes/mfe-gotd/mf-manifest.json');
    expect(manifest.json().build).toBe(BUILDS.v2);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    const entry = await get('/remotes/mfe-gotd/remoteEntry.js', { 'accept-encoding': 'br' });
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect((await get('/remotes/mfe-gotd/remoteEntry.js', { 'accept-encoding': 'identity' })).body).toBe(`var mfe_gotd = "${BUILDS.v2}";`);

    // The browser keeps the stable address: a page opened before the switch has it registered already.
    expect((await get('/remotes.json')).json().mfe_gotd).toBe('/remotes/mfe-gotd/mf-manifest.json');
    const page = await get('/leaderboard');
    expect(preloadsOf(page.body)).toEqual(['/remotes/mfe-gotd/mf-manifest.json', '/remotes/mfe-gotd/remoteEntry.js', `/remotes/mfe-gotd/${areaOf(BUILDS.v2)}`]);

    live({ mfe_gotd: `/deploys/mfe-gotd/${V1}/mf-manifest.json` });
    expect(await buildOf('/remotes/mfe-gotd/mf-manifest.json')).toBe(BUILDS.v1);
    live({});
    expect(await buildOf('/remotes/mfe-gotd/mf-manifest.json')).toBe(BUILDS.dist);
  });

  it('still serves the chunks of the build a page loaded before the switch, cached for good', async () => {
    live({ mfe_gotd: `/deploys/mfe-gotd/${V2}/mf-manifest.json` });
    for (const tag of Object.values(BUILDS)) {
      const chunk = await get(`/remotes/mfe-gotd/${areaOf(tag)}`);
      expect({ tag, status: chunk.statusCode, body: chunk.body }).toEqual({ tag, status: 200, body: `area ${tag}` });
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await get('/remotes/mfe-gotd/__federation_expose_Area.0000000000.js')).statusCode).toBe(404);
  });

  it('serves every stored version at its own address, all of it immutable, and nothing else of the deploys folder', async () => {
    const manifest = await get(`/deploys/mfe-gotd/${V1}/mf-manifest.json`);
    expect(manifest.json().build).toBe(BUILDS.v1);
    expect(manifest.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect((await get(`/deploys/mfe-gotd/${V1}/remoteEntry.js`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    live({ mfe_gotd: `/deploys/mfe-gotd/${V2}/mf-manifest.json` });
    for (const url of [
      '/deploys/registry.json',
      '/deploys/mfe-gotd/history.json',
      '/deploys/mfe-gotd/.staging-1/mf-manifest.json',
      `/deploys/mfe-gotd/${V1}/../../registry.json`,
      `/deploys/mfe-gotd/${V1}/..%2F..%2Fregistry.json`,
      `/deploys/mfe-nothing/${V1}/mf-manifest.json`,
      '/remotes/mfe-gotd/..%2F..%2Fdeploys%2Fregistry.json',
      '/remotes/mfe-gotd/.staging-1/mf-manifest.json',
    ]) {
      const res = await get(url);
      expect({ url, served: res.statusCode < 400 }).toEqual({ url, served: false });
    }
    // A document request under /deploys/ is not a page of the app.
    expect((await get(`/deploys/mfe-gotd/${V1}`)).json()).toEqual({ error: 'Not found' });
  });

  it('passes other entries to the browser untouched: a version not stored here, another origin', async () => {
    live({ mfe_gotd: '/deploys/mfe-gotd/20990101-000000-deadbeef/mf-manifest.json', mfe_leagues: 'https://cdn.example/bb/mfe-leagues/v3/mf-manifest.json' });
    const registry = (await get('/remotes.json')).json();
    expect(registry.mfe_gotd).toBe('/deploys/mfe-gotd/20990101-000000-deadbeef/mf-manifest.json');
    expect(registry.mfe_leagues).toBe('https://cdn.example/bb/mfe-leagues/v3/mf-manifest.json');
    expect(await buildOf('/remotes/mfe-gotd/mf-manifest.json')).toBe(BUILDS.dist);
    // A remote switched to a CDN may run its scripts: the page's CSP names that origin.
    expect((await get('/leaderboard')).headers['content-security-policy']).toMatch(/script-src [^;]*https:\/\/cdn\.example/);
  });
});
