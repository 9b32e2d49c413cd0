import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { DRAFT_COMPUTER_PICK_MS, type DraftRoom } from '@bb/contract';
import { buildApp } from '../src/app';
import type { JobQueue } from '../src/jobs';
import { createDraftScheduler, type DraftScheduler } from '../src/drafts/draft-scheduler';
import { describeOnBackends } from './support/backends';
import { createUser, markSubscribed, type TestUser } from './accounts-helpers';
import { DAY, leagueClient, testClock } from './leagues-support';
import { API_ONLY_CONFIG } from './support/app-config';

const MINUTE = 60_000;

/** Wake-ups asked for, never run: the test ticks by hand. */
function heldJobs(): JobQueue & { asked: Date[] } {
  const asked: Date[] = [];
  return { asked, work: async () => undefined, schedule: async (_name, _key, at) => void asked.push(at), drain: async () => undefined, stop: async () => undefined };
}

describeOnBackends('a late tick catches up (one transaction, one publish)', { seasons: [1998] }, (backend) => {
  let app: FastifyInstance;
  let owner: TestUser;
  const clock = testClock();
  const { it } = backend;
  // A second scheduler on the same database, whose hooks the test hears: what the app's own publishes.
  const published: Array<{ leagueId: number; version: number }> = [];
  let scheduler: DraftScheduler;

  backend.beforeAll(async () => {
    app = await buildApp({ config: API_ONLY_CONFIG, database: backend.database, clock: clock.now, jobs: heldJobs() });
    owner = await createUser(app);
    await markSubscribed(backend.database, owner.id);
    scheduler = createDraftScheduler(backend.database, heldJobs(), {
      changed: async (leagueId, version) => void published.push({ leagueId, version }),
      completed: async () => undefined,
    }, clock.now);
  }, 180_000);
  backend.afterAll(async () => {
    await app.close();
  });

  const picksOf = async (leagueId: number) =>
    ((await backend.database.db.execute(sql`SELECT pick, team, made_by FROM draft_picks WHERE league_id = ${leagueId} ORDER BY pick`)) as unknown as {
      rows: Array<{ pick: number; team: number; made_by: string }>;
    }).rows;

  it('makes every overdue computer pick in order, stops at a person with a fresh clock, publishes once; an overdue person is picked for', async () => {
    const api = leagueClient(app);
    const body = () => ({
      name: `Late ${Math.random().toString(36).slice(2, 8)}`, totalTeams: 6, mode: 'snake', rounds: 13, pickSeconds: 30, maxPlayers: 13, dh: 'auto', usageLimit: 0,
      years: [1998], leagues: ['AL', 'NL'], draftHeldAt: new Date(clock.now().getTime() + 15 * MINUTE).toISOString(),
      gamesBeginAt: new Date(clock.now().getTime() + DAY).toISOString(), gamesPerTeam: 10, isPrivate: false, seed: 7,
    });
    // Another league's teams beside it (a person at index 0 there too) must not count as this draft's managers.
    expect((await api.post(owner.key, '/api/drafts', body())).status).toBe(201);
    const created = await api.post(owner.key, '/api/drafts', body());
    expect(created.status).toBe(201);
    const leagueId = (created.body.data as DraftRoom).leagueId;
    const room = async () => (await api.get(owner.key, `/api/drafts/${leagueId}`)).body.data as DraftRoom;
    clock.advance(15 * MINUTE);
    expect(await scheduler.tick(leagueId)).toBe(0);
    expect((await room()).current).toMatchObject({ pick: 1, team: 0 });
    const first = (await api.get(owner.key, `/api/drafts/${leagueId}/pool?sort=rating&limit=1&available=true`)).body.data.players[0].cardId;
    expect((await api.post(owner.key, `/api/drafts/${leagueId}/picks`, { pick: 1, cardId: first })).status).toBe(200);

    // Ten computer turns (picks 2–11, snake) pass while nobody ticks; one tick makes them all, then the owner's turn.
    clock.advance(10 * MINUTE);
    published.length = 0;
    expect(await scheduler.tick(leagueId)).toBe(10);
    const picks = await picksOf(leagueId);
    expect(picks.map((p) => p.pick)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(picks.slice(1).map((p) => p.team)).toEqual([1, 2, 3, 4, 5, 5, 4, 3, 2, 1]);
    expect(new Set(picks.slice(1).map((p) => p.made_by))).toEqual(new Set(['computer']));
    const after = await room();
    expect([after.current?.pick, after.current?.team, after.current?.deadline]).toEqual([12, 0, new Date(clock.now().getTime() + 30_000).toISOString()]);
    expect(published).toEqual([{ leagueId, version: after.version }]);
    // Nothing is due before the owner's clock runs out.
    clock.advance(29_000);
    expect(await scheduler.tick(leagueId)).toBe(0);

    // The owner lets his clock run out twice over: his pick is made from his queue, and his next turn (pick 13, the
    // snake's turn) starts a full clock from now, so that tick stops there.
    const queued = (await api.get(owner.key, `/api/drafts/${leagueId}/pool?sort=rating&limit=3&available=true`)).body.data.players[2].cardId;
    expect((await api.put(owner.key, `/api/drafts/${leagueId}/queue`, { cardIds: [queued] })).status).toBe(200);
    clock.advance(10 * MINUTE);
    published.length = 0;
    expect(await scheduler.tick(leagueId)).toBe(1);
    const timedOut = (await room()).picks[11];
    expect(timedOut).toMatchObject({ pick: 12, team: 0, cardId: queued, auto: true });
    expect((await room()).current).toMatchObject({ pick: 13, team: 0, deadline: new Date(clock.now().getTime() + 30_000).toISOString() });
    expect(published).toHaveLength(1);

    // Then the owner's overdue pick and the computers' after it, each turn begun when the previous pick was due.
    clock.advance(30_000 + 5 * DRAFT_COMPUTER_PICK_MS + 1_000);
    expect(await scheduler.tick(leagueId)).toBe(6);
    const later = await room();
    expect(later.picks.slice(12).map((p) => p.team)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(later.current).toMatchObject({ pick: 19, team: 5, deadline: new Date(clock.now().getTime() - 1_000 + DRAFT_COMPUTER_PICK_MS).toISOString() });
  });
});
