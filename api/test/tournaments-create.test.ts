import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { TOURNAMENT_MESSAGES } from '@bb/contract';
import type { Database } from '../src/db/database';
import { openPgliteCopy } from './support/db-snapshots';
import type { Json } from './support/json';
import { testClock } from './leagues-support';
import { MINUTE, players, quietJobs, rows, tournamentApp, tournamentBody, tournamentClient, type Player } from './tournaments-support';

let database: Database;
let app: FastifyInstance;
let api: ReturnType<typeof tournamentClient>;
let owner: Player;
let other: Player;
let friend: Player;
const clock = testClock();

beforeAll(async () => {
  database = await openPgliteCopy([1927, 1998]);
  app = await tournamentApp(database, clock.now, quietJobs);
  api = tournamentClient(app);
  [owner, other, friend] = (await players(database, 3, clock.now())) as [Player, Player, Player];
}, 180_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

const count = async (table: string) => Number((await rows(database, sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))[0]!.n);
const later = (minutes: number) => new Date(clock.now().getTime() + minutes * MINUTE).toISOString();

describe('creating a tournament', () => {
  it('refuses every bad field with its message and creates nothing', async () => {
    const taken = await api.create(owner, tournamentBody(clock.now(), { name: 'Taken Cup' }));
    expect(taken.status).toBe(201);
    const before = await count('leagues');
    const in1927 = Number((await rows(database, sql`SELECT count(*)::int AS n FROM lahman_teams WHERE "yearID" = 1927`))[0]!.n);
    const cases: Array<[Json, string, string]> = [
      [{ name: '   ' }, 'name', TOURNAMENT_MESSAGES.nameRequired],
      [{ name: 'taken CUP' }, 'name', TOURNAMENT_MESSAGES.nameTaken],
      [{ fromYear: 1998, toYear: 1927 }, 'toYear', TOURNAMENT_MESSAGES.rangeOrder],
      [{ totalTeams: 3 }, 'totalTeams', TOURNAMENT_MESSAGES.totalTeams],
      [{ totalTeams: 65 }, 'totalTeams', TOURNAMENT_MESSAGES.totalTeams],
      [{ fromYear: 1927, toYear: 1927, totalTeams: 40 }, 'totalTeams', TOURNAMENT_MESSAGES.tooFewTeams(in1927, 40)],
      [{ teams: [{ teamId: 'NYA', year: 1927 }] }, 'teams', TOURNAMENT_MESSAGES.teamNotInRange],
      [{ totalTeams: 4, teams: ['NYA', 'BOS', 'ATL', 'SDN', 'HOU'].map((teamId) => ({ teamId, year: 1998 })) }, 'teams', TOURNAMENT_MESSAGES.tooManyPicked(4)],
      [{ locksAt: later(-60) }, 'locksAt', TOURNAMENT_MESSAGES.futureDate],
      [{ locksAt: '2026-13-45T99:99' }, 'locksAt', TOURNAMENT_MESSAGES.futureDate],
      [{ locksAt: later(5) }, 'locksAt', TOURNAMENT_MESSAGES.lockTenMinutes],
      [{ firstGameAt: later(20) }, 'firstGameAt', TOURNAMENT_MESSAGES.firstGameAfterLock],
      [{ invites: ['nobody-like-this'] }, 'invites', TOURNAMENT_MESSAGES.unknownUser('nobody-like-this')],
    ];
    for (const [extra, field, message] of cases) {
      const res = await api.create(owner, tournamentBody(clock.now(), extra));
      expect([JSON.stringify(extra), res.status, res.body.errors?.[field]]).toEqual([JSON.stringify(extra), 400, message]);
    }
    expect((await api.create(owner, { ...tournamentBody(clock.now()), seriesLength: 2 })).status).toBe(400);
    expect((await api.create(owner, { ...tournamentBody(clock.now()), format: 'swiss' })).status).toBe(400);
    expect(await count('leagues')).toBe(before);
  });

  it('stores a claiming league with an open field from the range, the owner and the invited', async () => {
    const picked = [{ teamId: 'NYA', year: 1998 }, { teamId: 'SDN', year: 1998 }];
    const res = await api.create(owner, tournamentBody(clock.now(), { name: 'Field Cup', totalTeams: 12, teams: picked, invites: [friend.username], isPrivate: true }));
    expect(res.status).toBe(201);
    const t = res.body.data;
    expect([t.status, t.totalTeams, t.claimedTeams, t.isOwner, t.myTeam, t.mayClaim, t.ownerName]).toEqual(['claiming', 12, 0, true, null, true, owner.username]);
    expect(t.teams).toHaveLength(12);
    expect(new Set(t.teams.map((x: Json) => `${x.teamId}${x.year}`)).size).toBe(12);
    expect(t.teams.every((x: Json) => x.year === 1998 && x.manager === 'open' && x.seed === null && x.realWins > 0)).toBe(true);
    for (const p of picked) expect(t.teams.some((x: Json) => x.teamId === p.teamId)).toBe(true);
    const [league] = await rows(database, sql`SELECT kind, status, locks_at, claimed_teams, games_per_team FROM leagues WHERE id = ${t.leagueId}`);
    expect([league!.kind, league!.status, league!.claimed_teams]).toEqual(['tournament', 'claiming', 0]);
    const users = await api.get(owner.key, `/api/tournaments/${t.leagueId}/users`);
    expect(users.body.data.users.map((u: Json) => [u.username, u.role])).toEqual([[owner.username, 'owner'], [friend.username, 'invited']]);
    // The invited user is told, with a link to the summary; a stranger does not see a private tournament at all.
    const news = await rows(database, sql`SELECT type, league_id, link FROM notifications WHERE user_id = ${friend.id}`);
    expect(news).toEqual([expect.objectContaining({ type: 'tournament', league_id: String(t.leagueId), link: `/tournament/summary/${t.leagueId}` })]);
    expect((await api.detail(friend, t.leagueId)).status).toBe(200);
    const hidden = await api.detail(other, t.leagueId);
    expect([hidden.status, hidden.body.error]).toEqual([404, TOURNAMENT_MESSAGES.notFound]);
    expect((await api.get(other.key, `/api/tournaments/${t.leagueId}/bracket`)).status).toBe(404);
    // The same seed draws the same field.
    const twin = await api.create(other, tournamentBody(clock.now(), { name: 'Field Cup Twin', totalTeams: 12, teams: picked }));
    expect(twin.body.data.teams.map((x: Json) => x.teamId)).toEqual(t.teams.map((x: Json) => x.teamId));
  });

  it('a double submit with one requestId creates one tournament', async () => {
    const body = tournamentBody(clock.now(), { requestId: 'tour-req-12345678' });
    const [a, b] = await Promise.all([api.create(owner, body), api.create(owner, body)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.data.leagueId).toBe(b.body.data.leagueId);
    expect((await api.create(owner, body)).status).toBe(200);
    expect(await rows(database, sql`SELECT id FROM leagues WHERE request_id = 'tour-req-12345678'`)).toHaveLength(1);
  });

  it('answers unique names and the teams by year, refusing a bad range clearly', async () => {
    expect((await api.get(owner.key, '/api/tournaments/unique-name?name=TAKEN%20cup')).body.data.available).toBe(false);
    expect((await api.get(owner.key, '/api/tournaments/unique-name?name=Fresh%20Cup')).body.data.available).toBe(true);
    const years = await api.get(owner.key, '/api/tournaments/teams-by-year?from=1927&to=1998');
    expect(years.status).toBe(200);
    expect(years.body.data.years.map((y: Json) => y.year)).toEqual([1927, 1998]);
    const yankees = years.body.data.years[0].teams.find((x: Json) => x.teamId === 'NYA');
    expect([yankees.wins, yankees.losses, yankees.name]).toEqual([110, 44, 'New York Yankees']);
    const reversed = await api.get(owner.key, '/api/tournaments/teams-by-year?from=1998&to=1927');
    expect([reversed.status, reversed.body.error]).toEqual([400, TOURNAMENT_MESSAGES.rangeOrder]);
    const wide = await api.get(owner.key, '/api/tournaments/teams-by-year?from=1871&to=2030');
    expect([wide.status, wide.body.error]).toEqual([400, 'Choose at most 155 seasons']);
    expect((await api.get(owner.key, '/api/tournaments/teams-by-year?from=abc&to=1998')).status).toBe(400);
  });
});

describe('invitations and deletion', () => {
  it('the owner invites before the lock; nobody else may', async () => {
    const t = (await api.create(owner, tournamentBody(clock.now(), { isPrivate: true }))).body.data;
    const refused = await api.post(other.key, `/api/tournaments/${t.leagueId}/invitations`, { usernames: [friend.username] });
    expect(refused.status).toBe(404);
    const unknown = await api.post(owner.key, `/api/tournaments/${t.leagueId}/invitations`, { usernames: ['ghost-user-x'] });
    expect([unknown.status, unknown.body.error]).toEqual([400, TOURNAMENT_MESSAGES.unknownUser('ghost-user-x')]);
    const ok = await api.post(owner.key, `/api/tournaments/${t.leagueId}/invitations`, { usernames: [other.username] });
    expect(ok.body.data.users.map((u: Json) => u.role)).toEqual(['owner', 'invited']);
    expect((await api.detail(other, t.leagueId)).body.data.mayClaim).toBe(true);
  });

  it('the owner deletes before the lock and claimants and invited users are told; others get 403; after the lock 409', async () => {
    const t = (await api.create(owner, tournamentBody(clock.now(), { invites: [friend.username] }))).body.data;
    expect((await api.claim(other, t.leagueId, 2)).status).toBe(200);
    const notOwner = await api.remove(other, t.leagueId);
    expect([notOwner.status, notOwner.body.error]).toEqual([403, TOURNAMENT_MESSAGES.notOwner]);
    const gone = await api.remove(owner, t.leagueId);
    expect([gone.status, gone.body.data]).toEqual([200, { deleted: true }]);
    expect(await rows(database, sql`SELECT id FROM leagues WHERE id = ${t.leagueId}`)).toEqual([]);
    expect(await rows(database, sql`SELECT 1 FROM tournament_claims WHERE league_id = ${t.leagueId}`)).toEqual([]);
    for (const who of [other, friend]) {
      const told = await rows(database, sql`SELECT message FROM notifications WHERE user_id = ${who.id} AND message = ${TOURNAMENT_MESSAGES.deletedNotice(t.name)}`);
      expect(told).toHaveLength(1);
    }
    expect((await api.detail(owner, t.leagueId)).status).toBe(404);
    // The lock job finds nothing left.
    expect(await app.tournamentLock.tick(t.leagueId)).toBe(false);

    const locked = (await api.create(owner, tournamentBody(clock.now(), { locksAt: later(11), firstGameAt: later(11) }))).body.data;
    clock.advance(12 * MINUTE);
    const late = await api.remove(owner, locked.leagueId);
    expect([late.status, late.body.error]).toEqual([409, TOURNAMENT_MESSAGES.deleteLocked]);
    expect(await rows(database, sql`SELECT id FROM leagues WHERE id = ${locked.leagueId}`)).toHaveLength(1);
  });
});
