import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { describeOnBackends } from './support/backends';
import { call, createUser, type TestUser } from './accounts-helpers';
import { API_ONLY_CONFIG } from './support/app-config';

const UNAUTH = 'Unauthenticated or other device logged in!';
const SPEC_QUERY = 'filter=AVAILABLE_LEAGUES&leagueTypeFilter=TOURNAMENT&limit=3&page=1&searchText=';
const leaguesUrl = (userId: number | string, query = SPEC_QUERY) => `/api/lobby/exp3/users/${userId}/leagues?${query}`;

describeOnBackends('lobby leagues', (backend) => {
  let app: FastifyInstance;
  let ada: TestUser;
  let bob: TestUser;

  backend.beforeAll(async () => {
    app = await buildApp({ config: API_ONLY_CONFIG, database: backend.database });
    ada = await createUser(app);
    bob = await createUser(app);
  });
  backend.afterAll(() => app.close());

  const it = (name: string, fn: () => Promise<void>) => backend.it(name, fn, 20_000);

  it('the widget\'s request answers an empty tournament list with its pagination (no tournaments exist yet)', async () => {
    const res = await call(app, ada.key, { method: 'GET', url: leaguesUrl(ada.id) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { leagues: [], pagination: { currentPage: 1, totalPages: 0, totalItems: 0 } } });
  });

  it('every query parameter is optional', async () => {
    const res = await call(app, ada.key, { method: 'GET', url: `/api/lobby/exp3/users/${ada.id}/leagues` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.pagination.currentPage).toBe(1);
    const page2 = await call(app, ada.key, { method: 'GET', url: leaguesUrl(ada.id, 'page=2&limit=50&searchText=%20cup%20') });
    expect(page2.json()).toEqual({ data: { leagues: [], pagination: { currentPage: 2, totalPages: 0, totalItems: 0 } } });
  });

  it('needs a session: no key or an unknown key is 401', async () => {
    for (const key of [null, 'not-a-session-key']) {
      const res = await call(app, key, { method: 'GET', url: leaguesUrl(ada.id) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: UNAUTH });
    }
  });

  it("another user's leagues are 403", async () => {
    const res = await call(app, ada.key, { method: 'GET', url: leaguesUrl(bob.id) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });

  it('GOTD guests are refused (their browser aborts /leagues calls anyway)', async () => {
    const guest = await app.inject({ method: 'POST', url: '/api/users/gotd-guest', payload: {} });
    expect(guest.statusCode).toBe(201);
    const record = guest.json().data;
    const res = await call(app, record.api_key.key, { method: 'GET', url: leaguesUrl(record.user.id) });
    expect(res.statusCode).toBe(403);
  });

  it('bad path and query values are 400 { error }', async () => {
    const bad = [
      leaguesUrl(ada.id, 'filter=ALL'),
      leaguesUrl(ada.id, 'leagueTypeFilter=DRAFT'),
      leaguesUrl(ada.id, 'limit=0'),
      leaguesUrl(ada.id, 'limit=51'),
      leaguesUrl(ada.id, 'limit=three'),
      leaguesUrl(ada.id, 'page=0'),
      leaguesUrl(ada.id, 'page=-1'),
      leaguesUrl(ada.id, `searchText=${'x'.repeat(101)}`),
      leaguesUrl(ada.id, 'unknown=1'),
      leaguesUrl('abc'),
    ];
    for (const url of bad) {
      const res = await call(app, ada.key, { method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      expect(res.json()).toEqual({ error: expect.any(String) });
    }
    const longest = await call(app, ada.key, { method: 'GET', url: leaguesUrl(ada.id, `searchText=${'x'.repeat(100)}&limit=50`) });
    expect(longest.statusCode).toBe(200);
  });

  it('is listed in the OpenAPI document with its query parameters', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const params = doc.paths['/api/lobby/exp3/users/{userId}/leagues'].get.parameters as Array<{ name: string; in: string }>;
    expect(params.filter((p) => p.in === 'query').map((p) => p.name).sort()).toEqual(['filter', 'leagueTypeFilter', 'limit', 'page', 'searchText']);
  });
});
