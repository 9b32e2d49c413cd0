import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { CALENDAR_MESSAGES, CALENDAR_TIME_PLACEHOLDER, LEAGUE_MESSAGES } from '@bb/contract';
import { buildApp } from '../src/app';
import { createJobQueue, type JobQueue } from '../src/jobs';
import { leagueGames } from '../src/db/schema/leagues';
import { describeOnBackends } from './support/backends';
import { createUser, markSubscribed, type TestUser } from './accounts-helpers';
import type { Json } from './support/json';
import { DAY, HOUR, leagueBody, leagueClient, testClock } from './leagues-support';
import { insertDraftLeague, loadCardPool, type CardPool } from './draft-league-fixture';
import { API_ONLY_CONFIG } from './support/app-config';

const MINUTE = 60_000;
/** Wednesday 3 June 2026, noon in New York: this week runs Monday 1 June to Sunday 7 June (Eastern). */
const WEDNESDAY_NOON = new Date('2026-06-03T16:00:00Z');
const MONDAY = '2026-06-01';
/** Eastern midnights under daylight time. */
const WEEK_START = Date.parse('2026-06-01T04:00:00Z');
const NEXT_WEEK_START = Date.parse('2026-06-08T04:00:00Z');

describeOnBackends('the league calendar', { seasons: [1927] }, (backend) => {
  let app: FastifyInstance;
  let jobs: JobQueue;
  let uma: TestUser;
  let otto: TestUser;
  let pool: CardPool;
  const clock = testClock(WEDNESDAY_NOON);
  const { it } = backend;
  let api: ReturnType<typeof leagueClient>;
  let historical: { id: number; myTeam: number };
  let draft: number;

  /** Two games a day from Thursday 7 pm ET (team 0 v 1, team 2 v 3), and one Thursday 11:30 pm ET, Friday in UTC. */
  async function draftGames(leagueId: number) {
    const first = Date.parse('2026-06-04T23:00:00Z');
    const rows = Array.from({ length: 20 }, (_, i) => ({
      leagueId, num: i + 1, day: Math.floor(i / 2), startsAt: new Date(first + Math.floor(i / 2) * DAY), home: i % 2 === 0 ? 0 : 2, away: i % 2 === 0 ? 1 : 3,
      phase: 'regular', seed: 100 + i, status: 'scheduled',
    }));
    rows.push({ ...rows[0]!, num: 21, seed: 999, startsAt: new Date('2026-06-05T03:30:00Z') });
    await backend.database.db.insert(leagueGames).values(rows);
  }

  backend.beforeAll(async () => {
    jobs = createJobQueue(backend.database, { pollSeconds: 0.5, schema: `pgboss_calendar_${process.pid}` });
    app = await buildApp({ config: API_ONLY_CONFIG, database: backend.database, clock: clock.now, jobs });
    api = leagueClient(app);
    [uma, otto] = [await createUser(app), await createUser(app)];
    for (const u of [uma, otto]) await markSubscribed(backend.database, u.id);
    pool = await loadCardPool(backend.database, 1927, ['AL', 'NL'], 4);
    const created = await api.post(uma.key, '/api/leagues', leagueBody(clock.now(), { years: [1927], totalTeams: 4, gamesPerTeam: 6 }));
    expect(created.status).toBe(201);
    historical = { id: created.body.data.leagueId, myTeam: created.body.data.myTeam };
    // The draft league is Otto's; Uma manages its team 0 and computers the rest.
    draft = await insertDraftLeague(backend.database, { name: `Calendar draft ${process.pid}`, owner: otto.id, managers: [uma.id, null, null, null], pool });
    await draftGames(draft);
  }, 180_000);
  backend.afterAll(async () => {
    await app.close();
    await jobs.stop();
  });

  const game = async (leagueId: number, num: number) =>
    (await backend.database.db.select().from(leagueGames).where(and(eq(leagueGames.leagueId, leagueId), eq(leagueGames.num, num))))[0]!;
  /** Uma's games in [from, to) straight from the table: her historical team's and her draft team's (team 0). */
  const umasGames = async (from: number, to: number) => {
    const rows = await backend.database.db.select().from(leagueGames);
    return rows
      .filter((g) => (g.leagueId === historical.id && (g.home === historical.myTeam || g.away === historical.myTeam)) || (g.leagueId === draft && (g.home === 0 || g.away === 0)))
      .filter((g) => g.startsAt.getTime() >= from && g.startsAt.getTime() < to)
      .map((g) => `${g.leagueId}/${g.num}`)
      .sort();
  };
  const keys = (games: Json[]) => games.map((g) => `${g.leagueId}/${g.scheduleId}`).sort();
  const reschedule = (key: string, leagueId: number, scheduleId: number, at: number | string) =>
    api.post(key, '/api/calendar/reschedule', { leagueId, scheduleId, startsAt: typeof at === 'number' ? new Date(at).toISOString() : at });

  it("lists the user's games of every league he manages a team in, by Eastern week and day", async () => {
    const week = await api.get(uma.key, '/api/calendar');
    expect(week.status).toBe(200);
    expect([week.body.data.from, week.body.data.days, week.body.data.now]).toEqual([MONDAY, 7, WEDNESDAY_NOON.toISOString()]);
    const games: Json[] = week.body.data.games;
    expect(keys(games)).toEqual(await umasGames(WEEK_START, NEXT_WEEK_START));
    expect(new Set(games.map((g) => g.leagueKind))).toEqual(new Set(['historical', 'draft']));
    const starts = games.map((g) => Date.parse(g.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const h = games.find((g) => g.leagueKind === 'historical')!;
    expect(h).toMatchObject({ myTeam: historical.myTeam, status: 'scheduled', canReschedule: true, originalStartsAt: h.startsAt });
    expect(h.link).toBe(`/game/historical-league/pregame-summary/league/${historical.id}/schedule/${h.scheduleId}/game/new`);
    expect([h.home.index, h.away.index]).toContain(historical.myTeam);
    const d = games.find((g) => g.leagueId === draft && g.scheduleId === 1)!;
    expect(d).toMatchObject({ leagueKind: 'draft', myTeam: 0, home: { index: 0, name: 'Alpha Aces', abbreviation: 'ALP' }, away: { index: 1, name: 'Bravo Bears' } });
    expect(d.link).toBe(`/draft-league/${draft}/schedule/1/game/new`);
    // Computer teams' games of the draft league are not Uma's.
    expect(games.some((g) => g.leagueId === draft && g.myTeam !== 0)).toBe(false);

    const next = await api.get(uma.key, '/api/calendar?from=2026-06-08&days=7');
    expect(keys(next.body.data.games)).toEqual(await umasGames(NEXT_WEEK_START, NEXT_WEEK_START + 7 * DAY));
    expect(next.body.data.games.length).toBeGreaterThan(0);
    // A game at 11:30 pm on Thursday in New York is Thursday's, though it is Friday in UTC.
    const thursday = keys((await api.get(uma.key, '/api/calendar?from=2026-06-04&days=1')).body.data.games);
    const friday = keys((await api.get(uma.key, '/api/calendar?from=2026-06-05&days=1')).body.data.games);
    expect(thursday).toContain(`${draft}/21`);
    expect(friday).not.toContain(`${draft}/21`);
    // Otto owns the draft league but manages no team in it: no games of his.
    expect((await api.get(otto.key, '/api/calendar')).body.data.games).toEqual([]);
  });

  it('reschedules within the rules, with the original time in the errors that name it', async () => {
    const g = await game(draft, 3);
    const original = g.startsAt.getTime();
    const now = clock.now().getTime();
    const refused = async (at: number | string, message: string, originalTime?: number) => {
      const res = await reschedule(uma.key, draft, 3, at);
      expect([res.status, res.body]).toEqual([400, { error: message, ...(originalTime ? { originalTime: new Date(originalTime).toISOString() } : {}) }]);
    };
    await refused(now - HOUR, CALENDAR_MESSAGES.pastTime);
    await refused(now + 5 * MINUTE, CALENDAR_MESSAGES.tenMinutes);
    await refused(original - HOUR, CALENDAR_MESSAGES.beforeOriginal, original);
    expect(CALENDAR_MESSAGES.beforeOriginal).toContain(CALENDAR_TIME_PLACEHOLDER);
    await refused(original + 73 * HOUR, CALENDAR_MESSAGES.tooLate, original);
    await refused('2026-99-99T99:99', CALENDAR_MESSAGES.futureDate);

    const moved = await reschedule(uma.key, draft, 3, original + 2 * HOUR);
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ leagueId: draft, scheduleId: 3, startsAt: new Date(original + 2 * HOUR).toISOString(), originalStartsAt: new Date(original).toISOString(), myTeam: 0 });
    expect((await game(draft, 3)).originalStartsAt?.getTime()).toBe(original);
    // Later moves are measured against the first time, which stays.
    expect((await reschedule(uma.key, draft, 3, original + 71 * HOUR)).status).toBe(200);
    expect((await reschedule(uma.key, draft, 3, original + 30 * MINUTE)).status).toBe(200);
    await refused(original - 30 * MINUTE, CALENDAR_MESSAGES.beforeOriginal, original);
    await refused(original + 72 * HOUR + MINUTE, CALENDAR_MESSAGES.tooLate, original);
    expect((await game(draft, 3))).toMatchObject({ startsAt: new Date(original + 30 * MINUTE), originalStartsAt: new Date(original) });
    const listed = (await api.get(uma.key, '/api/calendar?from=2026-06-05&days=2')).body.data.games.find((x: Json) => x.leagueId === draft && x.scheduleId === 3);
    expect(listed).toMatchObject({ startsAt: new Date(original + 30 * MINUTE).toISOString(), originalStartsAt: new Date(original).toISOString() });

    // Who: the game's human manager or the league's owner, nobody else.
    expect(await reschedule(uma.key, draft, 4, (await game(draft, 4)).startsAt.getTime() + HOUR)).toMatchObject({ status: 403, body: { error: CALENDAR_MESSAGES.notAllowed } });
    expect((await reschedule(otto.key, draft, 4, (await game(draft, 4)).startsAt.getTime() + HOUR)).status).toBe(200);
    await backend.database.db.update(leagueGames).set({ status: 'final' }).where(and(eq(leagueGames.leagueId, draft), eq(leagueGames.num, 5)));
    expect(await reschedule(uma.key, draft, 5, original + 3 * HOUR)).toMatchObject({ status: 409, body: { error: CALENDAR_MESSAGES.notScheduled } });
    expect(await reschedule(uma.key, draft, 999, original + HOUR)).toMatchObject({ status: 404, body: { error: CALENDAR_MESSAGES.notFound } });
    const hidden = await insertDraftLeague(backend.database, { name: `Hidden ${process.pid}`, owner: otto.id, managers: [otto.id, null], pool, isPrivate: true });
    await draftGames(hidden);
    expect(await reschedule(uma.key, hidden, 1, original + HOUR)).toMatchObject({ status: 404, body: { error: LEAGUE_MESSAGES.notFound } });
  });

  it('bad queries and bodies are 400, never 500; the calendar needs a login', async () => {
    for (const url of ['/api/calendar?from=2026-02-31', '/api/calendar?from=June', '/api/calendar?days=0', '/api/calendar?days=43', '/api/calendar?week=1']) {
      expect([url, (await api.get(uma.key, url)).status]).toEqual([url, 400]);
    }
    expect((await api.get(uma.key, '/api/calendar?from=2026-02-31')).body.error).toBe(CALENDAR_MESSAGES.badDate);
    for (const payload of [
      { leagueId: String(draft), scheduleId: 3, startsAt: '2026-06-06T00:00:00Z' },
      { leagueId: draft, startsAt: '2026-06-06T00:00:00Z' },
      { leagueId: draft, scheduleId: 3, startsAt: 'tomorrow evening' },
      { leagueId: draft, scheduleId: 3, startsAt: '2026-06-06T00:00:00Z', extra: 1 },
      { leagueId: 0, scheduleId: 3, startsAt: '2026-06-06T00:00:00Z' },
    ]) {
      const res = await api.post(uma.key, '/api/calendar/reschedule', payload as Json);
      expect([payload, res.status]).toEqual([payload, 400]);
    }
    expect((await api.send(null, { method: 'GET', url: '/api/calendar' })).status).toBe(401);
  });

  it("a moved game waits for its new time while the rest of the day is played; the scheduler plays it after", async () => {
    const { games } = (await api.get(uma.key, `/api/leagues/${historical.id}/schedule?team=${historical.myTeam}&limit=1`)).body.data;
    const mine = games[0];
    const original = Date.parse(mine.startsAt);
    // Schedule ids start at 0: the body takes 0 too.
    expect((await reschedule(uma.key, historical.id, mine.scheduleId, original + 3 * HOUR)).status).toBe(200);
    clock.advance(original + HOUR - clock.now().getTime());
    await app.leagueScheduler.tick(historical.id);
    const day = (await api.get(uma.key, `/api/leagues/${historical.id}/schedule?day=${mine.day}`)).body.data.games;
    expect(day.filter((g: Json) => g.scheduleId !== mine.scheduleId).every((g: Json) => g.status === 'final')).toBe(true);
    expect(day.find((g: Json) => g.scheduleId === mine.scheduleId).status).toBe('scheduled');
    clock.advance(3 * HOUR);
    await app.leagueScheduler.tick(historical.id);
    expect((await game(historical.id, mine.scheduleId)).status).toBe('final');
  }, 120_000);
});
