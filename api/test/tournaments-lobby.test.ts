import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import type { HubEvent } from '../src/realtime';
import { openPgliteCopy } from './support/db-snapshots';
import type { Json } from './support/json';
import { testClock } from './leagues-support';
import { MINUTE, players, quietJobs, tournamentApp, tournamentBody, tournamentClient, type Player } from './tournaments-support';

let database: Database;
let app: FastifyInstance;
let api: ReturnType<typeof tournamentClient>;
let owner: Player;
let fan: Player;
let stranger: Player;
let crowd: Player[];
const clock = testClock();
const ids: Record<string, number> = {};
const heard: HubEvent[] = [];

beforeAll(async () => {
  database = await openPgliteCopy([1998]);
  app = await tournamentApp(database, clock.now, quietJobs);
  app.realtimeHub.bus.subscribe((event) => heard.push(event));
  api = tournamentClient(app);
  [owner, fan, stranger, ...crowd] = (await players(database, 6, clock.now())) as [Player, Player, Player, ...Player[]];
  const at = (minutes: number) => new Date(clock.now().getTime() + minutes * MINUTE).toISOString();
  const make = async (key: string, extra: Json) => {
    const res = await api.create(owner, tournamentBody(clock.now(), { name: key, firstGameAt: at(90), ...extra }));
    expect(res.status).toBe(201);
    ids[key] = res.body.data.leagueId as number;
  };
  await make('Alpha Open', { locksAt: at(30) });
  await make('Beta Classic', { locksAt: at(20) });
  await make('Gamma Private', { locksAt: at(25), isPrivate: true });
  await make('Delta Full', { locksAt: at(40), totalTeams: 4 });
  await make('Epsilon Live', { locksAt: at(11) });
  await make('Zeta Done', { locksAt: at(12) });
  expect((await api.claim(fan, ids['Alpha Open']!, 2)).status).toBe(200);
  for (const [i, p] of crowd.entries()) expect((await api.claim(p, ids['Delta Full']!, i)).status).toBe(200);
  expect((await api.claim(fan, ids['Delta Full']!, 3)).status).toBe(200);
  expect((await api.claim(fan, ids['Epsilon Live']!, 0)).status).toBe(200);
  clock.advance(13 * MINUTE);
  expect(await app.tournamentLock.tick(ids['Epsilon Live']!)).toBe(true);
  expect(await app.tournamentLock.tick(ids['Zeta Done']!)).toBe(true);
  // A finished tournament without playing one (its games are the play test's business).
  await database.db.execute(sql`UPDATE leagues SET status = 'final', champion = 0 WHERE id = ${ids['Zeta Done']!}`);
}, 180_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

const names = (res: { body: Json }) => res.body.data.leagues.map((l: Json) => l.name);
const list = (who: Player, filter: string, extra: Record<string, string | number> = {}) => api.lobby(who, { filter, leagueTypeFilter: 'TOURNAMENT', limit: 10, page: 1, ...extra });

describe('the lobby lists of tournaments', () => {
  it('available: open, not full, visible, soonest lock first, with the widget card fields', async () => {
    expect(names(await list(stranger, 'AVAILABLE_LEAGUES'))).toEqual(['Beta Classic', 'Alpha Open']);
    expect(names(await list(owner, 'AVAILABLE_LEAGUES'))).toEqual(['Beta Classic', 'Gamma Private', 'Alpha Open']);
    const widget = await api.lobby(fan, { filter: 'AVAILABLE_LEAGUES', leagueTypeFilter: 'TOURNAMENT', limit: 3, page: 1, searchText: '' });
    const alpha = widget.body.data.leagues.find((l: Json) => l.name === 'Alpha Open');
    expect(alpha).toEqual({
      leagueId: ids['Alpha Open'], name: 'Alpha Open', teamsLockingTime: expect.stringMatching(/Z$/), leagueCreationEpoc: expect.any(Number), totalMembers: 8,
      claimedTeamCount: 1, image: null, wins: 0, losses: 0, progress: 0, status: 'claiming', playoff: true, isJoinedLeague: true, isOwner: false,
    });
    expect(new Date(alpha.teamsLockingTime).getTime() - clock.now().getTime()).toBe(17 * MINUTE);
  });

  it('search is a case-insensitive part of the name; pages count the whole set', async () => {
    expect(names(await list(stranger, 'AVAILABLE_LEAGUES', { searchText: 'ALPHA' }))).toEqual(['Alpha Open']);
    expect(names(await list(stranger, 'AVAILABLE_LEAGUES', { searchText: '%' }))).toEqual([]);
    const second = await list(owner, 'AVAILABLE_LEAGUES', { limit: 2, page: 2 });
    expect(names(second)).toEqual(['Alpha Open']);
    expect(second.body.data.pagination).toEqual({ currentPage: 2, totalPages: 2, totalItems: 3 });
  });

  it('mine, in progress and completed', async () => {
    expect(names(await list(fan, 'MY_LEAGUES')).sort()).toEqual(['Alpha Open', 'Delta Full', 'Epsilon Live']);
    expect(names(await list(owner, 'MY_LEAGUES')).sort()).toEqual(['Alpha Open', 'Beta Classic', 'Delta Full', 'Epsilon Live', 'Gamma Private']);
    const live = await list(stranger, 'IN_PROGRESS_LEAGUES');
    expect(names(live)).toEqual(['Epsilon Live']);
    expect(live.body.data.leagues[0]).toEqual(expect.objectContaining({ status: 'postseason', progress: 0, isJoinedLeague: false }));
    const done = await list(owner, 'COMPLETED_LEAGUES');
    expect(done.body.data.leagues.map((l: Json) => [l.name, l.progress, l.isOwner])).toEqual([['Zeta Done', 1, true]]);
  });

  it('answers only the user himself', async () => {
    const res = await api.send(stranger.key, { method: 'GET', url: `/api/lobby/exp3/users/${fan.id}/leagues?filter=AVAILABLE_LEAGUES` });
    expect(res.status).toBe(403);
  });

  it('every claim and lock went out on the bus as tournament-changed', () => {
    const changes = heard.filter((e): e is Extract<HubEvent, { type: 'tournament-changed' }> => e.type === 'tournament-changed');
    expect(changes).toContainEqual({ type: 'tournament-changed', leagueId: ids['Alpha Open'], claimedTeamCount: 1, totalMembers: 8, status: 'claiming' });
    expect(changes).toContainEqual({ type: 'tournament-changed', leagueId: ids['Delta Full'], claimedTeamCount: 4, totalMembers: 4, status: 'claiming' });
    expect(changes).toContainEqual(expect.objectContaining({ leagueId: ids['Epsilon Live'], status: 'postseason' }));
  });
});
