import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { createServerGame } from '../src/games/game-service';
import type { DeferredRoute } from '../src/auth/access-first';
import { describeOnBackends } from './support/backends';
import { API_ONLY_CONFIG } from './support/app-config';
import { createUser, markSubscribed, type TestUser } from './accounts-helpers';
import { seatedGame } from './h2h-live-support';
import { quietJobs } from './tournaments-support';

/**
 * Every route that validates a body or a query and names a resource in its path: a caller who may not see the
 * resource gets 401/403/404 whatever he sends; only one who may see it learns that his input was bad (400).
 */
describeOnBackends('access is checked before bad input is answered', { seasons: [1927, 1975] }, (backend) => {
  let app: FastifyInstance;
  let owner: TestUser;
  let outsider: TestUser;
  /** The owner's private resource for each path family; the test fails on a family it has no resource for. */
  const resources = new Map<string, string>();

  backend.beforeAll(async () => {
    const database = backend.database;
    const saved = { ...process.env };
    Object.assign(process.env, { SMTP_URL: '', AUTH_RATE_LIMIT_MAX: '100000' });
    try {
      app = await buildApp({ config: API_ONLY_CONFIG, database, jobs: quietJobs });
    } finally {
      process.env = saved;
    }
    const rival = await createUser(app);
    [owner, outsider] = [await createUser(app), await createUser(app)];
    for (const user of [owner, outsider, rival]) await markSubscribed(database, user.id);

    for (const kind of ['league', 'draft', 'tournament'] as const) {
      const rows = (await database.db.execute(sql`
        WITH l AS (
          INSERT INTO leagues (kind, name, owner_user_id, years, total_teams, games_per_team, dh, usage_limit, is_private, starts_at, status, seed, settings)
          VALUES (${kind}, ${`Private ${kind} ${process.pid}`}, ${owner.id}, '[1927]'::jsonb, 4, 6, 'auto', 0, true, now() + interval '1 day', 'scheduled', 7, '{}'::jsonb)
          RETURNING id)
        INSERT INTO league_members (league_id, user_id, role) SELECT id, ${owner.id}, 'owner' FROM l RETURNING league_id`)) as unknown as { rows: Array<{ league_id: number }> };
      const id = String(rows.rows[0]!.league_id);
      resources.set(kind === 'league' ? '/api/leagues/:leagueId' : kind === 'draft' ? '/api/drafts/:leagueId' : '/api/tournaments/:leagueId', id);
    }
    const game = (mode: 'exhibition' | 'gotd') =>
      createServerGame(database, { home: { teamId: 'CIN', year: 1975 }, away: { teamId: 'NYA', year: 1927 }, userSide: 'home', mode, ownerUserId: owner.id, seed: 11 });
    resources.set('/api/games/:gameId', (await game('exhibition')).id);
    resources.set('/api/gotd/games/:gameId', (await game('gotd')).id);
    resources.set('/api/head-to-head/games/:gameId', await seatedGame(database, owner, rival, 12, false));
    resources.set('/api/users/:id', String(owner.id));
    resources.set('/api/payments/:id/subscription', String(owner.id));
  }, 120_000);
  backend.afterAll(() => app.close());

  /**
   * Routes whose path names something a caller may not see: a league, draft, tournament, game, or a user's own data
   * (`/api/payments/:id/_special-checkout-session` names a public plan).
   */
  const guarded = (route: DeferredRoute) =>
    /\/:(leagueId|gameId)(\/|$)/.test(route.url) || /^\/api\/users\/:id\//.test(route.url) || route.url === '/api/payments/:id/subscription';
  const familyOf = (url: string) => [...resources.keys()].filter((f) => url === f || url.startsWith(`${f}/`)).sort((a, b) => b.length - a.length)[0];
  /** Query schemas that allow other fields: a bad value of one of theirs instead. */
  const BAD_QUERY: Record<string, string> = { '/api/payments/:id/subscription': 'session_id=not-a-session' };
  /** Joining a draft is open to whoever holds its invitation token: any subscriber may address it. */
  const OPEN_TO_SUBSCRIBERS = new Set(['POST /api/drafts/:leagueId/join']);
  /** The other path parameters: any well-formed value (the resource check comes first). */
  const OTHER_PARAMS: Record<string, string> = { index: '0', scheduleId: '1', tradeId: '1', userId: '1', cardId: 'x' };

  const request = (route: DeferredRoute, key: string | null): InjectOptions => {
    const family = familyOf(route.url)!;
    const rest = route.url.slice(family.length).replace(/:(\w+)/g, (_m, name: string) => OTHER_PARAMS[name] ?? '1');
    const url = family.replace(/:\w+/, resources.get(family)!) + rest;
    const headers = key ? { authorization: `Bearer ${key}` } : undefined;
    // A JSON array is no route's body; an unknown query field is refused by every closed query schema.
    return route.body
      ? { method: route.method as InjectOptions['method'], url, payload: '[]', headers: { 'content-type': 'application/json', ...headers } }
      : { method: route.method as InjectOptions['method'], url: `${url}?${BAD_QUERY[route.url] ?? 'not_a_field=1'}`, ...(headers ? { headers } : {}) };
  };

  backend.it('covers every guarded route family, and each answers 400 only to a caller who may see the resource', async () => {
    const routes = app.accessFirstRoutes().filter((r) => r.method !== 'HEAD' && guarded(r));
    expect(routes.length).toBeGreaterThan(30);
    const uncovered = routes.filter((r) => !familyOf(r.url)).map((r) => `${r.method} ${r.url}`);
    expect(uncovered).toEqual([]);

    const wrong: string[] = [];
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const own = await app.inject(request(route, owner.key));
      // The owner proves the input is bad (and that the probe lets a rightful caller through to the 400).
      if (own.statusCode !== 400) wrong.push(`${name}: owner got ${own.statusCode} ${own.body}`);
      const stranger = await app.inject(request(route, outsider.key));
      const strangerMay = OPEN_TO_SUBSCRIBERS.has(name) ? [400] : [403, 404];
      if (!strangerMay.includes(stranger.statusCode)) wrong.push(`${name}: outsider got ${stranger.statusCode} ${stranger.body}`);
      const anonymous = await app.inject(request(route, null));
      if (![401, 403, 404].includes(anonymous.statusCode)) wrong.push(`${name}: anonymous got ${anonymous.statusCode} ${anonymous.body}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  backend.it('keeps the family’s own refusal shape, puts preHandler refusals first, and still answers 400 to a bad path parameter', async () => {
    const draft = resources.get('/api/drafts/:leagueId')!;
    const refused = await app.inject({ method: 'POST', url: `/api/drafts/${draft}/picks`, payload: '[]', headers: { 'content-type': 'application/json', authorization: `Bearer ${outsider.key}` } });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'not-found' });
    const badPath = await app.inject({ method: 'POST', url: '/api/drafts/not-a-number/picks', payload: '[]', headers: { 'content-type': 'application/json', authorization: `Bearer ${outsider.key}` } });
    expect(badPath.statusCode).toBe(400);
    // Routes guarded by their preHandlers alone: those answer first too (not signed in 401, not an admin 403).
    const json = { 'content-type': 'application/json' };
    expect((await app.inject({ method: 'POST', url: '/api/admin/notifications', payload: '[]', headers: json })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/admin/notifications', payload: '[]', headers: { ...json, authorization: `Bearer ${outsider.key}` } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/leagues', payload: '[]', headers: json })).statusCode).toBe(401);
    // A valid request from the outsider is refused the same way as before.
    const league = resources.get('/api/leagues/:leagueId')!;
    const sim = await app.inject({ method: 'POST', url: `/api/leagues/${league}/sim`, payload: { to: 'end' }, headers: { authorization: `Bearer ${outsider.key}` } });
    expect(sim.statusCode).toBe(404);
  });
});
