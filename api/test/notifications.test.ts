import { userRowChanged } from '../src/auth/index';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { users } from '../src/db/schema/index';
import { describeOnBackends } from './support/backends';
import { call, createUser, type TestUser } from './accounts-helpers';
import { API_ONLY_CONFIG } from './support/app-config';

describeOnBackends('notifications and announcements', (backend) => {
  let app: FastifyInstance;
  let admin: TestUser;
  let ada: TestUser;
  let bob: TestUser;

  backend.beforeAll(async () => {
    process.env.AUTH_RATE_LIMIT_MAX = '10000';
    app = await buildApp({ config: API_ONLY_CONFIG, database: backend.database });
    admin = await createUser(app);
    await backend.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
    await userRowChanged(admin.id);
    ada = await createUser(app);
    bob = await createUser(app);
  });
  backend.afterAll(() => app.close());

  const it = (name: string, fn: () => Promise<void>) => backend.it(name, fn, 30_000);
  const notify = (payload: Record<string, unknown>, key = admin.key) => call(app, key, { method: 'POST', url: '/api/admin/notifications', payload });
  const list = (user: TestUser, query = '') => call(app, user.key, { method: 'GET', url: `/api/notifications${query}` });

  it('admin routes are admin-only', async () => {
    for (const [method, url, payload] of [
      ['POST', '/api/admin/notifications', { userId: ada.id, title: 't', message: 'm' }],
      ['POST', '/api/admin/announcements', { message: 'm', colour: '#ff0000' }],
      ['GET', '/api/admin/announcements', undefined],
      ['PUT', '/api/admin/announcements/1', { display: false }],
    ] as const) {
      const res = await call(app, ada.key, { method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'Admin access required' });
      expect((await call(app, null, { method, url, ...(payload ? { payload } : {}) })).statusCode).toBe(401);
    }
  });

  it('a notification for one user: listed newest first with the unread count; read one, tournament read, read all', async () => {
    expect((await notify({ userId: ada.id, title: 'Welcome', message: 'Glad you are here' })).statusCode).toBe(201);
    await notify({ userId: ada.id, title: 'Draft starts', message: 'Your draft starts soon', leagueId: 'T12', tournamentName: 'Spring Cup', link: '/tournament/summary/T12' });
    await notify({ userId: ada.id, type: 'tournament', title: 'Claimed', message: 'Team claimed', leagueId: 'T12' });
    const page = (await list(ada)).json().data;
    expect(page.unreadCount).toBe(3);
    expect(page.pagination).toEqual({ currentPage: 1, totalPages: 1, totalItems: 3, pageSize: 20 });
    expect(page.notifications.map((n: { title: string }) => n.title)).toEqual(['Claimed', 'Draft starts', 'Welcome']);
    expect(page.notifications[1]).toMatchObject({ type: 'tournament', read: false, tournament: { leagueId: 'T12', name: 'Spring Cup' }, link: '/tournament/summary/T12' });
    expect(page.notifications[2]).toMatchObject({ type: 'general', tournament: null, link: null });
    expect((await list(bob)).json().data.unreadCount).toBe(0);

    const welcome = page.notifications[2].id;
    expect((await call(app, bob.key, { method: 'PUT', url: `/api/notifications/${welcome}/read` })).statusCode).toBe(404);
    expect((await call(app, ada.key, { method: 'PUT', url: `/api/notifications/${welcome}/read` })).json()).toEqual({ data: { unreadCount: 2 } });
    expect((await call(app, ada.key, { method: 'PUT', url: '/api/notifications/tournament/T12/read' })).json()).toEqual({ data: { unreadCount: 0 } });
    await notify({ userId: ada.id, title: 'More', message: 'Another' });
    expect((await call(app, ada.key, { method: 'PUT', url: '/api/notifications/read' })).json()).toEqual({ data: { unreadCount: 0 } });
    expect((await list(ada)).json().data.notifications.every((n: { read: boolean }) => n.read)).toBe(true);
  });

  it('paging and validation', async () => {
    for (let i = 0; i < 5; i += 1) await notify({ userId: bob.id, title: `N${i}`, message: 'x' });
    const second = (await list(bob, '?page=2&limit=2')).json().data;
    expect(second.notifications.map((n: { title: string }) => n.title)).toEqual(['N2', 'N1']);
    expect(second.pagination).toEqual({ currentPage: 2, totalPages: 3, totalItems: 5, pageSize: 2 });
    expect((await list(bob, '?limit=500')).statusCode).toBe(400);
    expect((await list(bob, '?page=0')).statusCode).toBe(400);
    expect((await notify({ userId: 99999999, title: 't', message: 'm' })).json()).toEqual({ error: 'User not found' });
    expect((await notify({ userId: bob.id, title: '', message: 'm' })).statusCode).toBe(400);
    expect((await notify({ userId: bob.id, title: 't', message: 'm', link: 'https://evil.example' })).statusCode).toBe(400);
    expect((await notify({ userId: bob.id, title: 't', message: 'm', isAdmin: true })).statusCode).toBe(400);
  });

  it("'all' reaches every full account but not GOTD guests", async () => {
    const guest = (await app.inject({ method: 'POST', url: '/api/users/gotd-guest' })).json().data;
    const before = (await list(bob)).json().data.unreadCount;
    const res = await notify({ userId: 'all', title: 'Maintenance', message: 'Tonight at 2 AM ET' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.created).toBeGreaterThanOrEqual(3);
    expect((await list(bob)).json().data.unreadCount).toBe(before + 1);
    const guestList = await call(app, guest.api_key.key, { method: 'GET', url: '/api/notifications' });
    expect(guestList.json().data.unreadCount).toBe(0);
  });

  it('announcements: created displayed, listed publicly, switched off', async () => {
    const created = await call(app, admin.key, { method: 'POST', url: '/api/admin/announcements', payload: { kind: 'admin', message: 'Servers restart at 2 AM', colour: '#1e88e5' } });
    expect(created.statusCode).toBe(201);
    const toast = created.json().data;
    expect(toast).toMatchObject({ kind: 'admin', message: 'Servers restart at 2 AM', colour: '#1e88e5', display: true });
    expect((await app.inject({ method: 'GET', url: '/api/announcements' })).json().data).toEqual([toast]);
    expect((await call(app, admin.key, { method: 'POST', url: '/api/admin/announcements', payload: { message: 'x', colour: 'red;background:url(x)' } })).statusCode).toBe(400);
    const off = await call(app, admin.key, { method: 'PUT', url: `/api/admin/announcements/${toast.id}`, payload: { display: false } });
    expect(off.json().data.display).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/api/announcements' })).json().data).toEqual([]);
    expect((await call(app, admin.key, { method: 'GET', url: '/api/admin/announcements' })).json().data).toHaveLength(1);
    expect((await call(app, admin.key, { method: 'PUT', url: '/api/admin/announcements/999999', payload: { display: false } })).statusCode).toBe(404);
  });

  it('other server modules notify through app.notifier', async () => {
    const cat = await createUser(app);
    expect(await app.notifier.notify(cat.id, { title: 'Draft tonight', message: 'Round 1 at 8 PM ET', leagueId: 'L9', link: '/live-draft/L9' })).toBe(1);
    const [item] = (await list(cat)).json().data.notifications;
    expect(item).toMatchObject({ type: 'tournament', title: 'Draft tonight', tournament: { leagueId: 'L9', name: null }, link: '/live-draft/L9', read: false });
  });
});
