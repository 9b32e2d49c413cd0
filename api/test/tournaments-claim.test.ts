import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { TOURNAMENT_MESSAGES } from '@bb/contract';
import { describeOnBackends } from './support/backends';
import type { Json } from './support/json';
import { testClock } from './leagues-support';
import { MINUTE, players, quietJobs, rows, tournamentApp, tournamentBody, tournamentClient, type Player } from './tournaments-support';

describeOnBackends('claiming tournament teams', { seasons: [1998, 1999, 2000] }, (backend) => {
  const { it } = backend;
  const clock = testClock();
  let app: FastifyInstance;
  let api: ReturnType<typeof tournamentClient>;
  let owner: Player;
  let crowd: Player[];

  backend.beforeAll(async () => {
    app = await tournamentApp(backend.database, clock.now, quietJobs);
    api = tournamentClient(app);
    [owner, ...crowd] = (await players(backend.database, 70, clock.now())) as [Player, ...Player[]];
  }, 180_000);
  backend.afterAll(async () => {
    await app.close();
  });

  const create = async (extra: Json = {}) => {
    const res = await api.create(owner, tournamentBody(clock.now(), extra));
    expect(res.status).toBe(201);
    return res.body.data as Json;
  };

  it('64 users claiming at once all get a team: 64 distinct teams, the count exactly 64', async () => {
    const t = await create({ fromYear: 1998, toYear: 2000, totalTeams: 64 });
    const claimers = crowd.slice(0, 64);
    const answers = await Promise.all(claimers.map((p, i) => api.claim(p, t.leagueId, i)));
    expect(answers.map((a) => a.status)).toEqual(claimers.map(() => 200));
    const [league] = await rows(backend.database, sql`SELECT claimed_teams, status FROM leagues WHERE id = ${t.leagueId}`);
    expect(Number(league!.claimed_teams)).toBe(64);
    const claims = await rows(backend.database, sql`SELECT user_id, team_idx FROM tournament_claims WHERE league_id = ${t.leagueId}`);
    expect(new Set(claims.map((c) => Number(c.team_idx))).size).toBe(64);
    const seated = await rows(backend.database, sql`SELECT idx, user_id, manager_kind, manager_name FROM league_teams WHERE league_id = ${t.leagueId} ORDER BY idx`);
    expect(seated.every((s, i) => Number(s.user_id) === claimers[i]!.id && s.manager_kind === 'user' && s.manager_name === claimers[i]!.username)).toBe(true);
    const mine = (await api.detail(claimers[5]!, t.leagueId)).body.data;
    expect([mine.myTeam, mine.mayClaim, mine.claimedTeams, mine.teams[5].manager, mine.teams[6].manager]).toEqual([5, false, 64, 'you', 'user']);
    // Full: nothing left to claim, and it leaves the available list.
    const late = await api.claim(crowd[65]!, t.leagueId, 0);
    expect([late.status, late.body.error]).toEqual([409, TOURNAMENT_MESSAGES.teamTaken]);
  }, 120_000);

  it('refuses a second claim, a taken team and an unknown team, changing nothing', async () => {
    const t = await create();
    const [a, b] = crowd;
    expect((await api.claim(a!, t.leagueId, 0)).status).toBe(200);
    const again = await api.claim(a!, t.leagueId, 1);
    expect([again.status, again.body.error]).toEqual([409, TOURNAMENT_MESSAGES.alreadyClaimed]);
    const taken = await api.claim(b!, t.leagueId, 0);
    expect([taken.status, taken.body.error]).toEqual([409, TOURNAMENT_MESSAGES.teamTaken]);
    expect((await api.claim(b!, t.leagueId, 8)).status).toBe(404);
    expect((await api.claim(b!, 999_999, 0)).status).toBe(404);
    const [league] = await rows(backend.database, sql`SELECT claimed_teams FROM leagues WHERE id = ${t.leagueId}`);
    expect(Number(league!.claimed_teams)).toBe(1);
    expect(await rows(backend.database, sql`SELECT user_id FROM league_teams WHERE league_id = ${t.leagueId} AND user_id IS NOT NULL`)).toHaveLength(1);
  });

  it('two users racing for the last team: exactly one wins, the other is told', async () => {
    for (let round = 0; round < 3; round += 1) {
      const t = await create({ totalTeams: 4 });
      const [a, b, c, d, e] = crowd.slice(round * 5, round * 5 + 5) as Player[];
      for (const [i, p] of [a, b, c].entries()) expect((await api.claim(p!, t.leagueId, i)).status).toBe(200);
      const race = await Promise.all([api.claim(d!, t.leagueId, 3), api.claim(e!, t.leagueId, 3)]);
      expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(race.find((r) => r.status === 409)!.body.error).toBe(TOURNAMENT_MESSAGES.teamTaken);
      const [league] = await rows(backend.database, sql`SELECT claimed_teams FROM leagues WHERE id = ${t.leagueId}`);
      expect(Number(league!.claimed_teams)).toBe(4);
    }
  });

  it('an invite-only tournament refuses strangers and takes the invited', async () => {
    const [guest, stranger] = crowd.slice(20, 22) as Player[];
    const t = await create({ isPrivate: true, invites: [guest!.username] });
    const refused = await api.claim(stranger!, t.leagueId, 0);
    expect([refused.status, refused.body.error]).toEqual([403, TOURNAMENT_MESSAGES.notInvited]);
    expect((await api.claim(guest!, t.leagueId, 0)).status).toBe(200);
    expect((await api.claim(owner, t.leagueId, 1)).status).toBe(200);
    const users = (await api.get(owner.key, `/api/tournaments/${t.leagueId}/users`)).body.data.users;
    expect(users.map((u: Json) => [u.role, u.team])).toEqual([['owner', 1], ['claimant', 0]]);
  });

  it('refuses claims after the lock time, before and after the lock job ran', async () => {
    const t = await create({ locksAt: new Date(clock.now().getTime() + 15 * MINUTE).toISOString() });
    expect((await api.claim(crowd[30]!, t.leagueId, 0)).status).toBe(200);
    clock.advance(16 * MINUTE);
    const late = await api.claim(crowd[31]!, t.leagueId, 1);
    expect([late.status, late.body.error]).toEqual([409, TOURNAMENT_MESSAGES.locked]);
    expect(await app.tournamentLock.tick(t.leagueId)).toBe(true);
    const after = await api.claim(crowd[31]!, t.leagueId, 1);
    expect([after.status, after.body.error]).toEqual([409, TOURNAMENT_MESSAGES.locked]);
    const [league] = await rows(backend.database, sql`SELECT claimed_teams, status FROM leagues WHERE id = ${t.leagueId}`);
    expect([Number(league!.claimed_teams), league!.status]).toEqual([1, 'postseason']);
  });
  describe('claims sent at once (settled together, one transaction a batch)', () => {
    it('ten users claiming one team at once: exactly one wins, the others are told it is taken', async () => {
      const t = await create();
      const racers = crowd.slice(40, 50);
      const answers = await Promise.all(racers.map((p) => api.claim(p, t.leagueId, 2)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409).map((a) => a.body.error)).toEqual(racers.slice(1).map(() => TOURNAMENT_MESSAGES.teamTaken));
      const winner = racers[answers.findIndex((a) => a.status === 200)]!;
      const [league] = await rows(backend.database, sql`SELECT claimed_teams FROM leagues WHERE id = ${t.leagueId}`);
      expect(Number(league!.claimed_teams)).toBe(1);
      const claims = await rows(backend.database, sql`SELECT user_id, team_idx FROM tournament_claims WHERE league_id = ${t.leagueId}`);
      expect(claims.map((c) => [Number(c.user_id), Number(c.team_idx)])).toEqual([[winner.id, 2]]);
      const seated = await rows(backend.database, sql`SELECT idx, user_id FROM league_teams WHERE league_id = ${t.leagueId} AND user_id IS NOT NULL`);
      expect(seated.map((r) => [Number(r.idx), Number(r.user_id)])).toEqual([[2, winner.id]]);
    });

    it('one user claiming several teams at once gets one; the others are refused as a second claim', async () => {
      const t = await create();
      const eager = crowd[50]!;
      const answers = await Promise.all([0, 1, 2, 3].map((i) => api.claim(eager, t.leagueId, i)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409).map((a) => a.body.error)).toEqual([0, 1, 2].map(() => TOURNAMENT_MESSAGES.alreadyClaimed));
      const [league] = await rows(backend.database, sql`SELECT claimed_teams FROM leagues WHERE id = ${t.leagueId}`);
      expect(Number(league!.claimed_teams)).toBe(1);
    });

    it('claims of different teams in several tournaments at once all win, each answered with his own detail', async () => {
      const cups = [await create(), await create(), await create()];
      const claimers = crowd.slice(51, 63);
      const plan = claimers.map((p, i) => ({ p, cup: cups[i % 3]!, team: Math.floor(i / 3) }));
      const answers = await Promise.all(plan.map(({ p, cup, team }) => api.claim(p, cup.leagueId, team)));
      expect(answers.map((a) => a.status)).toEqual(plan.map(() => 200));
      for (const [i, { p, cup, team }] of plan.entries()) {
        const mine = answers[i]!.body.data;
        expect([mine.leagueId, mine.myTeam, mine.mayClaim, mine.teams[team].manager, mine.teams[team].managerName]).toEqual([cup.leagueId, team, false, 'you', p.username]);
      }
      for (const cup of cups) {
        const [league] = await rows(backend.database, sql`SELECT claimed_teams FROM leagues WHERE id = ${cup.leagueId}`);
        expect(Number(league!.claimed_teams)).toBe(4);
      }
      // The answer is the detail the tournament's page reads (but for its moment).
      const last = plan.at(-1)!;
      const page = (await api.detail(last.p, last.cup.leagueId)).body.data;
      expect({ ...answers.at(-1)!.body.data, now: null }).toEqual({ ...page, now: null });
    });

    it('a burst mixing a locked tournament, an invite-only one and an open one: each claim gets its own answer', async () => {
      const soon = await create({ locksAt: new Date(clock.now().getTime() + 15 * MINUTE).toISOString() });
      const later = await create({ locksAt: new Date(clock.now().getTime() + 60 * MINUTE).toISOString(), firstGameAt: new Date(clock.now().getTime() + 90 * MINUTE).toISOString() });
      const [guest, stranger, ...others] = crowd.slice(63, 70) as Player[];
      const invite = await create({
        isPrivate: true, invites: [guest!.username],
        locksAt: new Date(clock.now().getTime() + 60 * MINUTE).toISOString(), firstGameAt: new Date(clock.now().getTime() + 90 * MINUTE).toISOString(),
      });
      clock.advance(16 * MINUTE);
      const answers = await Promise.all([
        api.claim(others[0]!, soon.leagueId, 0), api.claim(others[1]!, later.leagueId, 0), api.claim(guest!, invite.leagueId, 0),
        api.claim(stranger!, invite.leagueId, 1), api.claim(others[2]!, later.leagueId, 1), api.claim(others[3]!, soon.leagueId, 1),
      ]);
      expect(answers.map((a) => [a.status, a.body.error ?? null])).toEqual([
        [409, TOURNAMENT_MESSAGES.locked], [200, null], [200, null], [403, TOURNAMENT_MESSAGES.notInvited], [200, null], [409, TOURNAMENT_MESSAGES.locked],
      ]);
      const counts = await rows(backend.database, sql`SELECT id, claimed_teams FROM leagues WHERE id IN (${soon.leagueId}, ${later.leagueId}, ${invite.leagueId}) ORDER BY id`);
      expect(counts.map((c) => Number(c.claimed_teams))).toEqual([0, 2, 1]);
    });
  });
});
