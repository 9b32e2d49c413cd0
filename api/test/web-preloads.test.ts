import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/database';
import { openPgliteCopy } from './support/db-snapshots';

// A built platform the way our webpack builds lay it out: the host's index.html, and mfe_leagues with its manifest,
// remoteEntry.js and Area chunk, each script with the brotli/gzip copies scripts/webpack/precompress-plugin.cjs writes.
const AREA_CHUNK = '__federation_expose_Area.0123456789.js';
const ENTRY_SOURCE = 'var mfe_leagues = "the remote entry";'.repeat(20);

function makePlatform(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'bb-web-preloads-'));
  const write = (rel: string, body: string | Buffer) => {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), body);
  };
  const script = (rel: string, source: string) => {
    write(rel, source);
    write(`${rel}.br`, brotliCompressSync(Buffer.from(source)));
    write(`${rel}.gz`, gzipSync(Buffer.from(source)));
  };
  write('host/index.html', readFileSync(path.join(__dirname, '../../host/public/index.html'), 'utf8'));
  script('host/main.0123456789.js', 'console.log("host")');
  write('mfe-leagues/mf-manifest.json', JSON.stringify({
    name: 'mfe_leagues',
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ path: './Area', assets: { js: { sync: [AREA_CHUNK, '../../etc/passwd'], async: ['944.0123456789.js'] } } }],
  }));
  // What scripts/webpack/route-chunks-plugin.cjs writes: a nested section (a player's page) adds its own chunk, a chunk
  // the Area already has is not named twice, and a name that is not a file of the build is left out.
  write('mfe-leagues/route-chunks.json', JSON.stringify({
    '/game/historical-league/*': ['677.0123456789.js', 'historical-league.0123456789.js'],
    '/stats-and-ratings/*': [AREA_CHUNK, 'stats-and-ratings.0123456789.js'],
    '/stats-and-ratings/players/:playerId': ['stats-player.0123456789.js', '../secret.js'],
    '/league-calendar': 'not a list',
  }));
  script('mfe-leagues/remoteEntry.js', ENTRY_SOURCE);
  script(`mfe-leagues/${AREA_CHUNK}`, 'area');
  return root;
}

const preloadsOf = (html: string) => [...html.matchAll(/<link rel="preload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);

describe('the shell names the first files of the remote that owns the page', () => {
  let app: FastifyInstance;
  let database: Database;
  let root: string;
  let overrides: string;

  beforeAll(async () => {
    root = makePlatform();
    overrides = path.join(root, 'remotes.override.json');
    database = await openPgliteCopy([]);
    app = await buildApp({ config: { repoRoot: root, webDistDir: root, remotesRegistryFile: overrides }, database });
  });

  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(root, { recursive: true, force: true });
  });

  afterEach(() => rmSync(overrides, { force: true }));

  const FIRST = ['/remotes/mfe-leagues/mf-manifest.json', '/remotes/mfe-leagues/remoteEntry.js', `/remotes/mfe-leagues/${AREA_CHUNK}`];

  it("preloads a league page's manifest, remoteEntry.js and Area chunk, then its section's chunks at low priority, inside the head", async () => {
    const res = await app.inject({ method: 'GET', url: '/game/historical-league/league/setup/7?tab=teams' });
    expect(res.statusCode).toBe(200);
    expect(preloadsOf(res.body)).toEqual([...FIRST, '/remotes/mfe-leagues/677.0123456789.js', '/remotes/mfe-leagues/historical-league.0123456789.js']);
    expect(res.body).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/remotes/mfe-leagues/mf-manifest.json">');
    expect(res.body).toContain('<link rel="preload" as="script" href="/remotes/mfe-leagues/remoteEntry.js">');
    expect(res.body).toContain('<link rel="preload" as="script" fetchpriority="low" href="/remotes/mfe-leagues/historical-league.0123456789.js">');
    expect(res.body.indexOf('rel="preload"')).toBeLessThan(res.body.indexOf('</head>'));
  });

  it('adds a nested section\'s chunks to its parent\'s, and only for the pages of that section', async () => {
    const player = await app.inject({ method: 'GET', url: '/stats-and-ratings/players/ruthba01' });
    expect(preloadsOf(player.body)).toEqual([...FIRST, '/remotes/mfe-leagues/stats-and-ratings.0123456789.js', '/remotes/mfe-leagues/stats-player.0123456789.js']);
    const landing = await app.inject({ method: 'GET', url: '/stats-and-ratings' });
    expect(preloadsOf(landing.body)).toEqual([...FIRST, '/remotes/mfe-leagues/stats-and-ratings.0123456789.js']);
    // A section whose entry is not a list of files, and a page in no section, get the first files only.
    for (const url of ['/league-calendar', '/live-draft/3']) {
      const res = await app.inject({ method: 'GET', url });
      expect({ url, preloads: preloadsOf(res.body) }).toEqual({ url, preloads: FIRST });
    }
  });

  it("adds nothing to the host's own pages or to unknown ones", async () => {
    for (const url of ['/experiences/new', '/lobby', '/nowhere']) {
      const res = await app.inject({ method: 'GET', url });
      expect({ url, preloads: preloadsOf(res.body) }).toEqual({ url, preloads: [] });
    }
  });

  it('preloads only the manifest of a remote the registry sends elsewhere, and still serves a remote whose manifest is missing', async () => {
    writeFileSync(overrides, JSON.stringify({ mfe_leagues: 'https://cdn.example/leagues/v9/mf-manifest.json' }));
    const moved = await app.inject({ method: 'GET', url: '/stats-and-ratings' });
    expect(preloadsOf(moved.body)).toEqual(['https://cdn.example/leagues/v9/mf-manifest.json']);
    // mfe-gameplay is not deployed in this fixture: the page still answers, with its manifest preloaded only.
    const missing = await app.inject({ method: 'GET', url: '/game/single/42/play' });
    expect(missing.statusCode).toBe(200);
    expect(preloadsOf(missing.body)).toEqual(['/remotes/mfe-gameplay/mf-manifest.json']);
  });

  it("paints the header's bar before any script, except on a play screen, which has no header and shows the logo alone", async () => {
    for (const url of ['/experiences/new', '/leaderboard', '/game/historical-league/league/setup/7', '/game/historical-league/playoff/7']) {
      const res = await app.inject({ method: 'GET', url });
      expect({ url, bar: res.body.match(/<div id="root"><div class="boot-bar"[^>]*><svg/)?.length ?? 0 }).toEqual({ url, bar: 1 });
    }
    for (const url of ['/game/single/42/play', '/game/historical-league/league/7/play/9']) {
      const res = await app.inject({ method: 'GET', url });
      expect({ url, bar: res.body.includes('boot-bar"') }).toEqual({ url, bar: false });
      expect(res.body).toMatch(/<div id="root"><div class="boot-splash" aria-hidden="true"><svg [^>]*>[\s\S]*?<\/svg><\/div><\/div>/);
      // The splash is styled before any script, like the bar.
      expect(res.body).toMatch(/<style>[\s\S]*\.boot-splash \{[^}]*position: fixed[\s\S]*<\/style>/);
    }
  });

  it('writes the remotes registry into every page, overrides included, and no value breaks out of its tag or attribute', async () => {
    const registryOf = (html: string): unknown => JSON.parse(/<script id="remotes-registry" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null');
    for (const url of ['/experiences/new', '/leaderboard', '/game/single/42/play', '/nowhere']) {
      const res = await app.inject({ method: 'GET', url });
      const registry = registryOf(res.body) as Record<string, string>;
      expect({ url, leagues: registry?.mfe_leagues }).toEqual({ url, leagues: '/remotes/mfe-leagues/mf-manifest.json' });
      expect(res.body.indexOf('id="remotes-registry"')).toBeLessThan(res.body.indexOf('</head>'));
    }
    const hostile = 'https://cdn.example/</script><script>alert(1)</script>/mf-manifest.json';
    writeFileSync(overrides, JSON.stringify({ mfe_gotd: hostile }));
    const res = await app.inject({ method: 'GET', url: '/leaderboard' });
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).toContain('href="https://cdn.example/&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;/mf-manifest.json"');
    expect((registryOf(res.body) as Record<string, string>).mfe_gotd).toBe(hostile);
    // What /remotes.json answers, the page carries.
    expect(registryOf(res.body)).toEqual((await app.inject({ method: 'GET', url: '/remotes.json' })).json());
  });

  it('sends scripts as their brotli or gzip copy when the browser takes it, cached like the script', async () => {
    const br = await app.inject({ method: 'GET', url: '/remotes/mfe-leagues/remoteEntry.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(ENTRY_SOURCE.length);

    const gz = await app.inject({ method: 'GET', url: '/main.0123456789.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await app.inject({ method: 'GET', url: '/remotes/mfe-leagues/remoteEntry.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ENTRY_SOURCE);
  });
});
