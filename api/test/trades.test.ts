import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { LEAGUE_MESSAGES, ROSTER_MIN_PLAYERS, TRADE_EXPIRY_HOURS, TRADE_MESSAGES } from '@bb/contract';
import { buildApp } from '../src/app';
import { createJobQueue, type JobQueue } from '../src/jobs';
import { leagueTrades, leagueTransactions } from '../src/db/schema/drafts';
import { leagues, leagueTeams } from '../src/db/schema/leagues';
import { playerRating, tradeValue } from '../src/drafts/player-value';
import { describeOnBackends } from './support/backends';
import { createUser, markSubscribed, type TestUser } from './accounts-helpers';
import type { Json } from './support/json';
import { HOUR, leagueClient, testClock } from './leagues-support';
import { insertDraftLeague, loadCardPool, ROSTER_SHAPE, TEAM_NAMES, type CardPool } from './draft-league-fixture';
import { API_ONLY_CONFIG } from './support/app-config';

/** Index in a dealt roster of the first player of a group (the shape's order: C, 1B, 2B, 3B, SS, OF, SP, RP). */
const at = (group: keyof typeof ROSTER_SHAPE, n = 0) => {
  const order = Object.keys(ROSTER_SHAPE) as Array<keyof typeof ROSTER_SHAPE>;
  return order.slice(0, order.indexOf(group)).reduce((sum, g) => sum + ROSTER_SHAPE[g], 0) + n;
};

describeOnBackends('draft league trades and transactions', { seasons: [1927] }, (backend) => {
  let app: FastifyInstance;
  let jobs: JobQueue;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  let pool: CardPool;
  const clock = testClock();
  const { it } = backend;
  let api: ReturnType<typeof leagueClient>;
  let leagueCount = 0;

  backend.beforeAll(async () => {
    jobs = createJobQueue(backend.database, { pollSeconds: 0.5, schema: `pgboss_trades_${process.pid}` });
    app = await buildApp({ config: API_ONLY_CONFIG, database: backend.database, clock: clock.now, jobs });
    api = leagueClient(app);
    [alice, bob, carol] = [await createUser(app), await createUser(app), await createUser(app)];
    for (const u of [alice, bob, carol]) await markSubscribed(backend.database, u.id);
    pool = await loadCardPool(backend.database, 1927, ['AL', 'NL'], 4);
  }, 180_000);
  backend.afterAll(async () => {
    await app.close();
    await jobs.stop();
  });

  /** Team 0 Alice's, team 1 Bob's, teams 2 and 3 computer managers. */
  const league = (extra: Partial<Parameters<typeof insertDraftLeague>[1]> = {}) =>
    insertDraftLeague(backend.database, { name: `Draft ${process.pid}-${(leagueCount += 1)}`, owner: alice.id, managers: [alice.id, bob.id, null, null], pool, ...extra });
  const roster = async (leagueId: number, idx: number) =>
    (await backend.database.db.select().from(leagueTeams).where(and(eq(leagueTeams.leagueId, leagueId), eq(leagueTeams.idx, idx))))[0]!.roster as string[];
  const trades = (id: number) => backend.database.db.select().from(leagueTrades).where(eq(leagueTrades.leagueId, id));
  const body = (fromTeam: number, toTeam: number, give: string[], get: string[], extra: Json = {}) => ({ fromTeam, toTeam, give, get, ...extra });
  const name = (id: string) => `${pool.cards.get(id)!.firstName} ${pool.cards.get(id)!.lastName}`.trim();
  const notes = async (user: TestUser) => JSON.stringify((await api.get(user.key, '/api/notifications?page=1&limit=100')).body.data);
  const value = (id: string) => tradeValue(playerRating(pool.cards.get(id)!));

  it('check names every reason: same team, empty, not on the roster, roster size, position coverage', async () => {
    const id = await league();
    const [a, b] = [await roster(id, 0), await roster(id, 1)];
    const check = (payload: Json) => api.post(alice.key, `/api/leagues/${id}/trades/check`, payload);
    expect((await check(body(0, 0, [a[0]!], []))).body.data.reasons).toEqual([TRADE_MESSAGES.sameTeam]);
    expect((await check(body(0, 1, [], []))).body.data.reasons).toEqual([TRADE_MESSAGES.empty]);
    expect((await check(body(0, 1, [b[0]!], []))).body.data.reasons).toEqual([TRADE_MESSAGES.notOnTeam(name(b[0]!), TEAM_NAMES[0]!)]);
    // Both catchers for two relievers: Alpha has no catcher left.
    const noCatcher = await check(body(0, 1, [a[at('C')]!, a[at('C', 1)]!], [b[at('RP')]!, b[at('RP', 1)]!]));
    expect(noCatcher.body.data).toMatchObject({ valid: false, reasons: [TRADE_MESSAGES.coverage(TEAM_NAMES[0]!, 'catcher')] });
    // Four of Bravo's seventeen for nothing: Alpha over 18, Bravo under 14.
    const lopsided = await check(body(0, 1, [], [b[at('RP')]!, b[at('RP', 1)]!, b[at('SP')]!, b[at('OF')]!]));
    expect(lopsided.body.data.reasons).toEqual([TRADE_MESSAGES.rosterOver(TEAM_NAMES[0]!, 18), TRADE_MESSAGES.rosterUnder(TEAM_NAMES[1]!, ROSTER_MIN_PLAYERS)]);
    // Two of five starters for an outfielder (Bravo keeps three of four) and a reliever: Alpha is a starter short.
    const rotation = await check(body(0, 1, [a[at('SP')]!, a[at('SP', 1)]!], [b[at('OF')]!, b[at('RP')]!]));
    expect(rotation.body.data.reasons).toEqual([TRADE_MESSAGES.coverage(TEAM_NAMES[0]!, 'fourth starting pitcher')]);
    const outfield = await check(body(1, 0, [b[at('OF')]!, b[at('OF', 1)]!], [a[at('RP')]!, a[at('RP', 1)]!]));
    expect(outfield.status).toBe(403);
    const fair = await check(body(0, 1, [a[at('OF')]!], [b[at('OF')]!]));
    expect(fair.body.data).toEqual({ valid: true, reasons: [], value: { fromTeam: value(b[at('OF')]!), toTeam: value(a[at('OF')]!) } });
    // An invalid offer is refused with its reasons and stores nothing; only the manager of fromTeam may offer.
    const refused = await api.post(alice.key, `/api/leagues/${id}/trades`, body(0, 1, [a[at('C')]!, a[at('C', 1)]!], [b[at('RP')]!, b[at('RP', 1)]!]));
    expect([refused.status, refused.body.reasons]).toEqual([409, [TRADE_MESSAGES.coverage(TEAM_NAMES[0]!, 'catcher')]]);
    const toComputer = await api.post(alice.key, `/api/leagues/${id}/trades`, body(0, 2, [a[at('C')]!, a[at('C', 1)]!], []));
    expect(toComputer.status).toBe(409);
    expect((await api.post(bob.key, `/api/leagues/${id}/trades/check`, body(0, 1, [a[0]!], []))).body.error).toBe(TRADE_MESSAGES.notManager);
    expect(await trades(id)).toHaveLength(0);
  });

  it('a computer manager answers by value: rejects with what would balance it, accepts the balanced offer and the rosters move', async () => {
    const id = await league();
    const a = await roster(id, 0);
    const c = await roster(id, 3);
    const mySp = a.slice(at('SP'), at('SP') + 5).sort((x, y) => value(x) - value(y));
    const theirSp = c.slice(at('SP'), at('SP') + 5).sort((x, y) => value(x) - value(y));
    const [weak, star] = [mySp[0]!, theirSp[4]!];
    expect(value(star)).toBeGreaterThan(value(weak));
    const no = await api.post(alice.key, `/api/leagues/${id}/trades`, body(0, 3, [weak], [star], { requestId: 'offer-0001' }));
    expect(no.status).toBe(201);
    expect(no.body.data).toMatchObject({ status: 'rejected', direction: 'sent' });
    expect(no.body.data.note).toMatch(/^The computer manager rejected your offer: /);
    expect(await roster(id, 3)).toEqual(c);
    // The note names one of Alice's players who would balance it: offered too, the computer takes it.
    const named = a.filter((p) => p !== weak && no.body.data.note.includes(name(p))).sort((x, y) => name(y).length - name(x).length)[0];
    expect(named).toBeDefined();
    expect(value(weak) + value(named!)).toBeGreaterThan(value(star));
    const yes = await api.post(alice.key, `/api/leagues/${id}/trades`, body(0, 3, [weak, named!], [star], { requestId: 'offer-0002' }));
    expect([yes.status, yes.body.data.status, yes.body.data.note]).toEqual([201, 'accepted', TRADE_MESSAGES.computerAccepts]);
    expect(yes.body.data.give.map((p: Json) => p.cardId)).toEqual([weak, named]);
    expect(yes.body.data.get[0]).toMatchObject({ cardId: star, name: name(star), year: 1927, position: 'SP', rating: playerRating(pool.cards.get(star)!) });
    expect(await roster(id, 0)).toEqual([...a.filter((p) => p !== weak && p !== named), star]);
    expect((await roster(id, 3)).sort()).toEqual([...c.filter((p) => p !== star), weak, named!].sort());
    // The same request again answers the same trade and moves nothing twice.
    const again = await api.post(alice.key, `/api/leagues/${id}/trades`, body(0, 3, [weak, named!], [star], { requestId: 'offer-0002' }));
    expect([again.status, again.body.data.tradeId]).toEqual([200, yes.body.data.tradeId]);
    const tx = (await api.get(alice.key, `/api/leagues/${id}/transactions`)).body.data.transactions;
    expect(tx.map((t: Json) => [t.kind, t.team, t.otherTeam])).toEqual(expect.arrayContaining([['trade', 0, 3], ['trade', 3, 0]]));
    expect(tx).toHaveLength(2);
    expect(await notes(alice)).toContain('Trade accepted');
  });

  it('between two people: offer, reject, offer again, accept; rosters, charts, transactions, revision and notifications', async () => {
    const id = await league();
    const [a, b] = [await roster(id, 0), await roster(id, 1)];
    const [mine, theirs] = [a[at('SP')]!, b[at('SP')]!];
    // Alice's chart names the pitcher she trades: he leaves her rotation and closer role, the newcomer takes his active spot.
    await backend.database.db
      .update(leagueTeams)
      .set({ depth: { active: a, rotation: [mine, a[at('SP', 1)]!, a[at('SP', 2)]!], closer: mine, lineup: null } })
      .where(and(eq(leagueTeams.leagueId, id), eq(leagueTeams.idx, 0)));
    const offer = await api.post(alice.key, `/api/leagues/${id}/trades`, body(0, 1, [mine], [theirs]));
    expect([offer.status, offer.body.data.status, offer.body.data.direction]).toEqual([201, 'pending', 'sent']);
    expect(await notes(bob)).toContain('Trade offer');
    expect(await notes(bob)).toContain(`/draft-league/${id}/transaction`);
    const bobsList = (await api.get(bob.key, `/api/leagues/${id}/trades?status=pending`)).body.data.trades;
    expect(bobsList.map((t: Json) => [t.tradeId, t.direction])).toEqual([[offer.body.data.tradeId, 'received']]);
    expect((await api.post(alice.key, `/api/leagues/${id}/trades/${offer.body.data.tradeId}/accept`)).status).toBe(403);
    const rejected = await api.post(bob.key, `/api/leagues/${id}/trades/${offer.body.data.tradeId}/reject`);
    expect(rejected.body.data.status).toBe('rejected');
    expect(await notes(alice)).toContain('Trade rejected');
    expect((await api.post(bob.key, `/api/leagues/${id}/trades/${offer.body.data.tradeId}/accept`)).body.error).toBe(TRADE_MESSAGES.notPending);

    const [revision] = await backend.database.db.select({ r: leagues.revision }).from(leagues).where(eq(leagues.id, id));
    const second = await api.post(alice.key, `/api/leagues/${id}/trades`, body(0, 1, [mine], [theirs]));
    const accepted = await api.post(bob.key, `/api/leagues/${id}/trades/${second.body.data.tradeId}/accept`);
    expect([accepted.status, accepted.body.data.status, accepted.body.data.direction]).toEqual([200, 'accepted', 'received']);
    expect(await roster(id, 0)).toEqual([...a.filter((p) => p !== mine), theirs]);
    expect(await roster(id, 1)).toEqual([...b.filter((p) => p !== theirs), mine]);
    const [team0] = await backend.database.db.select().from(leagueTeams).where(and(eq(leagueTeams.leagueId, id), eq(leagueTeams.idx, 0)));
    expect(team0!.depth).toMatchObject({ rotation: [a[at('SP', 1)], a[at('SP', 2)]], closer: null, active: [...a.filter((p) => p !== mine), theirs] });
    const [after] = await backend.database.db.select({ r: leagues.revision }).from(leagues).where(eq(leagues.id, id));
    expect(after!.r).toBeGreaterThan(revision!.r);
    const rows = await backend.database.db.select().from(leagueTransactions).where(eq(leagueTransactions.leagueId, id));
    expect(rows.map((r) => [r.team, r.kind, r.players, r.received, r.tradeId]).sort()).toEqual(
      [[0, 'trade', [mine], [theirs], second.body.data.tradeId], [1, 'trade', [theirs], [mine], second.body.data.tradeId]].sort(),
    );
    for (const u of [alice, bob]) expect(await notes(u)).toContain('Trade accepted');
    const history = (await api.get(alice.key, `/api/leagues/${id}/trades?status=history`)).body.data.trades;
    expect(history.map((t: Json) => t.status)).toEqual(['accepted', 'rejected']);
  });

  it('withdraw, expiry, and an offer whose players moved is refused on accept and marked rejected', async () => {
    const id = await league();
    const [a, b] = [await roster(id, 0), await roster(id, 1)];
    const propose = (give: string, get: string) => api.post(alice.key, `/api/leagues/${id}/trades`, body(0, 1, [give], [get]));
    const w = (await propose(a[at('OF')]!, b[at('OF')]!)).body.data.tradeId;
    expect((await api.post(bob.key, `/api/leagues/${id}/trades/${w}/withdraw`)).status).toBe(403);
    expect((await api.post(alice.key, `/api/leagues/${id}/trades/${w}/withdraw`)).body.data.status).toBe('withdrawn');
    expect(await notes(bob)).toContain('Trade withdrawn');
    expect((await api.post(bob.key, `/api/leagues/${id}/trades/${w}/accept`)).status).toBe(409);

    const old = (await propose(a[at('OF', 1)]!, b[at('OF', 1)]!)).body.data.tradeId;
    clock.advance((TRADE_EXPIRY_HOURS + 1) * HOUR);
    const late = await api.post(bob.key, `/api/leagues/${id}/trades/${old}/accept`);
    expect([late.status, late.body.error, late.body.trade?.status]).toEqual([409, TRADE_MESSAGES.expired, 'expired']);
    expect((await api.get(bob.key, `/api/leagues/${id}/trades?status=pending`)).body.data.trades).toHaveLength(0);
    expect(await roster(id, 0)).toEqual(a);

    const first = (await propose(a[at('OF', 2)]!, b[at('OF', 2)]!)).body.data.tradeId;
    const same = (await propose(a[at('OF', 2)]!, b[at('OF', 3)]!)).body.data.tradeId;
    expect((await api.post(bob.key, `/api/leagues/${id}/trades/${first}/accept`)).status).toBe(200);
    const stale = await api.post(bob.key, `/api/leagues/${id}/trades/${same}/accept`);
    expect([stale.status, stale.body.reasons]).toEqual([409, [TRADE_MESSAGES.notOnTeam(name(a[at('OF', 2)]!), TEAM_NAMES[0]!)]]);
    const [row] = await backend.database.db.select().from(leagueTrades).where(eq(leagueTrades.id, same));
    expect([row!.status, row!.note]).toEqual(['rejected', TRADE_MESSAGES.notOnTeam(name(a[at('OF', 2)]!), TEAM_NAMES[0]!)]);
    expect((await roster(id, 1)).filter((p) => p === a[at('OF', 2)])).toHaveLength(1);
  });

  it('two accepts at once: of one trade, and of two trades moving the same player; one wins, nothing is duplicated', async () => {
    const id = await league();
    const [a, b] = [await roster(id, 0), await roster(id, 1)];
    const propose = (give: string[], get: string[]) => api.post(alice.key, `/api/leagues/${id}/trades`, body(0, 1, give, get));
    const one = (await propose([a[at('OF')]!], [b[at('OF')]!])).body.data.tradeId;
    const twice = await Promise.all([1, 2].map(() => api.post(bob.key, `/api/leagues/${id}/trades/${one}/accept`)));
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
    const player = a[at('SP')]!;
    const x = (await propose([player], [b[at('SP')]!])).body.data.tradeId;
    const y = (await propose([player], [b[at('SP', 1)]!])).body.data.tradeId;
    const race = await Promise.all([x, y].map((t) => api.post(bob.key, `/api/leagues/${id}/trades/${t}/accept`)));
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    const [r0, r1] = [await roster(id, 0), await roster(id, 1)];
    expect([r0.length, r1.length]).toEqual([a.length, b.length]);
    expect(r0.includes(player)).toBe(false);
    expect(r1.filter((p) => p === player)).toHaveLength(1);
    expect(new Set([...r0, ...r1]).size).toBe(r0.length + r1.length);
    const statuses = (await trades(id)).filter((t) => t.id === x || t.id === y).map((t) => t.status).sort();
    expect(statuses).toEqual(['accepted', 'rejected']);
    expect(await backend.database.db.select().from(leagueTransactions).where(eq(leagueTransactions.leagueId, id))).toHaveLength(4);
  });

  it('add and drop: free agents only, roster limits, coverage, one write per request', async () => {
    const id = await league();
    const a = await roster(id, 0);
    const b = await roster(id, 1);
    const send = (payload: Json, key = alice.key) => api.post(key, `/api/leagues/${id}/transactions`, payload);
    const [fa1, fa2] = pool.spare;
    expect((await send({ team: 0 })).body.error).toBe(TRADE_MESSAGES.nothingToDo);
    expect((await send({ team: 1, add: fa1 })).status).toBe(403);
    expect((await send({ team: 0, add: b[0] })).body.reasons).toEqual([TRADE_MESSAGES.notFreeAgent]);
    expect((await send({ team: 0, add: 'nobody01-1927' })).body.reasons).toEqual([TRADE_MESSAGES.notFreeAgent]);
    expect((await send({ team: 0, drop: b[0] })).body.reasons).toEqual([TRADE_MESSAGES.notOnTeam(name(b[0]!), TEAM_NAMES[0]!)]);
    const added = await send({ team: 0, add: fa1, requestId: 'add-00000001' });
    expect([added.status, added.body.data.kind, added.body.data.players[0].cardId]).toEqual([201, 'add', fa1]);
    const repeat = await send({ team: 0, add: fa1, requestId: 'add-00000001' });
    expect([repeat.status, repeat.body.data.id]).toEqual([200, added.body.data.id]);
    expect(await roster(id, 0)).toEqual([...a, fa1]);
    const full = await send({ team: 0, add: fa2 });
    expect([full.status, full.body.reasons]).toEqual([409, [TRADE_MESSAGES.rosterFull(18)]]);
    const swap = await send({ team: 0, add: fa2, drop: a[at('RP')], requestId: 'swap-0000001' });
    expect([swap.status, swap.body.data.kind]).toEqual([201, 'add']);
    expect(await roster(id, 0)).toEqual([...a.filter((p) => p !== a[at('RP')]), fa1, fa2]);
    const oneCatcher = await send({ team: 0, drop: a[at('C')] });
    expect(oneCatcher.status).toBe(201);
    const lastCatcher = await send({ team: 0, drop: a[at('C', 1)] });
    expect([lastCatcher.status, lastCatcher.body.reasons]).toEqual([409, [TRADE_MESSAGES.coverage(TEAM_NAMES[0]!, 'catcher')]]);
    const list = (await api.get(bob.key, `/api/leagues/${id}/transactions`)).body.data.transactions;
    expect(list.map((t: Json) => t.kind)).toEqual(['drop', 'drop', 'add', 'add']);
    // Seventeen down to the minimum of fourteen: a drop below it is refused.
    const small = await league();
    const s = await roster(small, 0);
    for (const p of [s[at('RP')], s[at('RP', 1)], s[at('OF', 3)]]) expect((await api.post(alice.key, `/api/leagues/${small}/transactions`, { team: 0, drop: p })).status).toBe(201);
    const under = await api.post(alice.key, `/api/leagues/${small}/transactions`, { team: 0, drop: s[at('C')] });
    expect([under.status, under.body.reasons]).toEqual([409, [TRADE_MESSAGES.rosterUnder(TEAM_NAMES[0]!, ROSTER_MIN_PLAYERS)]]);
  });

  it('open from the end of the draft to the postseason; private leagues are 404 to others; bad input is 400', async () => {
    const early = await league({ status: 'draft', draftStatus: 'live' });
    const a = await roster(early, 0);
    const b = await roster(early, 1);
    const offer = body(0, 1, [a[at('OF')]!], [b[at('OF')]!]);
    expect((await api.post(alice.key, `/api/leagues/${early}/trades`, offer)).body.error).toBe(TRADE_MESSAGES.beforeDraft);
    const late = await league({ status: 'postseason' });
    expect((await api.post(alice.key, `/api/leagues/${late}/trades`, offer)).body.error).toBe(TRADE_MESSAGES.closed);
    expect((await api.post(alice.key, `/api/leagues/${late}/transactions`, { team: 0, add: pool.spare[0] })).body.error).toBe(TRADE_MESSAGES.closed);

    const hidden = await league({ isPrivate: true });
    for (const [method, url, payload] of [
      ['GET', `/api/leagues/${hidden}/trades`, undefined],
      ['GET', `/api/leagues/${hidden}/transactions`, undefined],
      ['POST', `/api/leagues/${hidden}/trades/check`, offer],
      ['POST', `/api/leagues/${hidden}/trades/1/accept`, undefined],
      ['GET', '/api/leagues/999999/trades', undefined],
    ] as const) {
      const res = await api.send(carol.key, { method, url, ...(payload ? { payload } : {}) });
      expect([url, res.status, res.body.error]).toEqual([url, 404, LEAGUE_MESSAGES.notFound]);
    }
    expect((await api.get(alice.key, `/api/leagues/${hidden}/trades`)).status).toBe(200);

    const open = await league();
    for (const [url, payload] of [
      [`/api/leagues/${open}/trades`, { ...offer, give: 'everyone' }],
      [`/api/leagues/${open}/trades`, { ...offer, fromTeam: 'zero' }],
      [`/api/leagues/${open}/trades`, { ...offer, extra: true }],
      [`/api/leagues/${open}/trades`, { ...offer, give: ['bad id with spaces'] }],
      [`/api/leagues/${open}/trades/check`, { fromTeam: 0 }],
      [`/api/leagues/${open}/trades/abc/accept`, {}],
      [`/api/leagues/${open}/transactions`, { add: pool.spare[0] }],
      [`/api/leagues/${open}/transactions`, { team: 0, add: 5 }],
      [`/api/leagues/x/transactions`, { team: 0 }],
    ] as const) {
      const res = await api.post(alice.key, url, payload as Json);
      expect([url, res.status]).toEqual([url, 400]);
    }
    expect((await api.get(alice.key, `/api/leagues/${open}/trades?status=everything`)).status).toBe(400);
    expect((await api.post(alice.key, `/api/leagues/${open}/trades/424242/accept`)).status).toBe(404);
    expect((await api.send(null, { method: 'GET', url: `/api/leagues/${open}/trades` })).status).toBe(401);
  });
});
