import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { desc } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { clientErrors } from '../src/db/schema/index';
import { describeOnBackends } from './support/backends';
import { makeWebFixture } from './support/web-fixture';

describeOnBackends('server', (backend) => {
  let app: FastifyInstance;
  let webRoot: string;
  let overridesFile: string;
  const { it } = backend;

  backend.beforeAll(async () => {
    webRoot = makeWebFixture();
    overridesFile = path.join(webRoot, 'remotes.override.json');
    app = await buildApp({ config: { repoRoot: webRoot, webDistDir: webRoot, remotesRegistryFile: overridesFile }, database: backend.database });
  });

  backend.afterAll(async () => {
    await app.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('reports health with the database it uses', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { kind: backend.name, ok: true } });
  });

  it('serves the remotes registry, overridable per environment without a restart', async () => {
    rmSync(overridesFile, { force: true });
    const plain = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.json()).toEqual({
      mfe_gameplay: '/remotes/mfe-gameplay/mf-manifest.json',
      mfe_leagues: '/remotes/mfe-leagues/mf-manifest.json',
      mfe_tournaments: '/remotes/mfe-tournaments/mf-manifest.json',
      mfe_gotd: '/remotes/mfe-gotd/mf-manifest.json',
      mfe_account: '/remotes/mfe-account/mf-manifest.json',
    });
    writeFileSync(overridesFile, JSON.stringify({ mfe_gotd: 'https://cdn.example/gotd/v7/mf-manifest.json', bogus: 42 }));
    const overridden = (await app.inject({ method: 'GET', url: '/remotes.json' })).json();
    expect(overridden.mfe_gotd).toBe('https://cdn.example/gotd/v7/mf-manifest.json');
    expect(overridden.bogus).toBeUndefined();
    writeFileSync(overridesFile, '{ not json');
    const broken = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(broken.statusCode).toBe(200);
    expect(broken.json().mfe_gotd).toBe('/remotes/mfe-gotd/mf-manifest.json');
    rmSync(overridesFile, { force: true });
  });

  it('serves manifests and entries no-cache with CORS, hashed chunks immutable', async () => {
    const manifest = await app.inject({ method: 'GET', url: '/remotes/mfe-gotd/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    const entry = await app.inject({ method: 'GET', url: '/remotes/mfe-gotd/remoteEntry.js' });
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await app.inject({ method: 'GET', url: '/remotes/mfe-gotd/123.abcdef0123.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const hostChunk = await app.inject({ method: 'GET', url: '/main.0123456789.js' });
    expect(hostChunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers client-side routes with the shell and unknown API paths with a JSON 404', async () => {
    for (const url of ['/', '/experiences/new', '/leaderboard?tab=Overall', '/game/single/42/play']) {
      const res = await app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode, type: res.headers['content-type'] }).toEqual({ url, status: 200, type: 'text/html; charset=utf-8' });
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
    // Unknown pages (the route table in shared/src/access/routes.ts) get the shell's not-found screen with a 404.
    for (const url of ['/nowhere', '/draft-league/1/2/3', '/profile/settings']) {
      const res = await app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.body).toContain('<div id="root">');
    }
    const api = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'Not found' });
    expect((await app.inject({ method: 'GET', url: '/remotes/mfe-gotd/missing.js' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/remotes/mfe-account/mf-manifest.json' })).statusCode).toBe(404);
  });

  it('never leaves its web roots on path tricks', async () => {
    for (const url of ['/remotes/mfe-gotd/../../../etc/passwd', '/remotes/mfe-gotd/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc/passwd', '/remotes/mfe-gotd/..%5c..%5cpackage.json']) {
      const res = await app.inject({ method: 'GET', url });
      expect({ url, ok: res.statusCode < 500 }).toEqual({ url, ok: true });
      expect(res.body).not.toContain('root:');
    }
  });

  it('stores client error reports and rejects bad ones with a 400, never a 500', async () => {
    const ok = await app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { message: 'Something went wrong - 500 error', baseUrl: '/api', url: '/users/1', method: 'GET', response: { error: 'x' }, requestData: { a: 1 } },
    });
    expect(ok.statusCode).toBe(201);
    // Reading the reports is for admins (platform-hardening.test.ts); the row itself is checked here.
    const stored = async () => (await backend.database.db.select().from(clientErrors).orderBy(desc(clientErrors.id))).filter((r) => r.id >= ok.json().data.id);
    expect((await stored())[0]).toMatchObject({ message: 'Something went wrong - 500 error', url: '/users/1', requestData: { a: 1 } });

    const bad: Array<[string, unknown, string?]> = [
      ['missing message', { url: '/x' }],
      ['wrong type', { message: 42 }],
      ['unknown field', { message: 'x', extra: 1 }],
      ['empty message', { message: '' }],
      ['array body', [1, 2, 3]],
      ['huge body', { message: 'x'.repeat(20_000) }],
      ['malformed json', '{"message": ', 'application/json'],
    ];
    for (const [label, payload, type] of bad) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/client-errors',
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
        headers: { 'content-type': type ?? 'application/json' },
      });
      expect({ label, status: res.statusCode >= 400 && res.statusCode < 500 }).toEqual({ label, status: true });
      expect(typeof res.json().error).toBe('string');
    }
    expect(await stored()).toHaveLength(1);
  });
});
