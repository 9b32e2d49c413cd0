import type { Page } from 'playwright-core';
import { DRAFT_MESSAGES, type DraftRoom } from '../../contract/src/drafts-api';
import type { LeagueDetail } from '../../contract/src/leagues-api';
import { TRADE_STATUS_LABELS } from '../../contract/src/trades-api';
import { baseUrl, screenshot as pageShot, useBrowser } from '../support/browser';
import { boardCell, draftApiOf, onTheClock, runOutTheClock, timerSeconds, waitForBoardPick, type DraftApi } from './draft-support';
import { etInputs, expectPhoneFit, promptAnsweredToday } from './league-support';
import { loginAs, signUp, subscribeViaApi, type StoredRecord } from './shell-accounts';

const { freshPage } = useBrowser();

const ROUNDS = 13;
const SEASON = '1998';

// Later test files get a server on real time, whatever happened here.
afterAll(async () => {
  await fetch(`${baseUrl()}/api/test/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ reset: true }) });
});

interface Person {
  page: Page;
  record: StoredRecord;
  api: DraftApi;
  team: number;
}

async function person(width = 1280, height = 800): Promise<Omit<Person, 'team'>> {
  const page = await freshPage(width, height);
  page.on('pageerror', (error) => console.warn(`[browser] page error: ${error.message}`));
  await promptAnsweredToday(page);
  await page.goto('/terms-of-service');
  const record = await signUp(page);
  await subscribeViaApi(page, record);
  return { page, record, api: draftApiOf(page, record) };
}

/** From the top of the page (a fixed header is drawn where the page was scrolled to); phones also keep their first screen. */
async function screenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await pageShot(page, name);
  if ((page.viewportSize()?.width ?? 0) < 500) await pageShot(page, `${name}-top`, { fullPage: false });
}

/** The header's on-the-clock line without the viewer's own "Your turn" line: the same on every screen. */
const clockLine = async (page: Page) => (await onTheClock(page)).replace('Your turn to pick!', '').trim();

const pickTimer = (page: Page) => page.getByRole('timer', { name: 'Pick timer' });

/** Waits until the server's room has `count` picks (polling the API: the screens are checked on their own). */
async function waitForPicks(api: DraftApi, leagueId: number, count: number): Promise<DraftRoom> {
  for (let i = 0; i < 100; i += 1) {
    const room = await api.room(leagueId);
    if (room.picks.length >= count) return room;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the draft did not reach ${count} picks`);
}

/** Computer managers pick when the clock passes their few seconds, until a person's team is on the clock. */
async function untilPersonOnClock(page: Page, api: DraftApi, leagueId: number, people: number[]): Promise<DraftRoom> {
  for (let guard = 0; guard < 200; guard += 1) {
    const room = await api.room(leagueId);
    if (room.status !== 'live' || (room.current && people.includes(room.current.team))) return room;
    await runOutTheClock(page, api, leagueId);
  }
  throw new Error('no person came on the clock');
}

/** The ET day 'YYYY-MM-DD' of an instant. */
const etDay = (at: number | string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(at));
const mondayOf = (day: string) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.getTime();
};

/** The calendar opens on this week (the browser's today, ET); Next week until the week of `day`. */
async function showWeekOf(page: Page, day: string) {
  await page.getByRole('heading', { level: 1, name: 'League Calendar' }).waitFor({ timeout: 15_000 });
  const weeks = Math.round((mondayOf(day) - mondayOf(etDay(Date.now()))) / (7 * 86_400_000));
  for (let i = 0; i < weeks; i += 1) await page.getByRole('button', { name: 'Next week' }).click();
}

test('a draft league: created in the form, drafted live by three browsers (a disconnect, the timer, pause), a trade rejected then accepted, the calendar', async () => {
  const c = await person();
  const a = await person();
  const b = await person();

  // 1. The commissioner creates the league in the form, with A and B invited by username.
  await loginAs(c.page, c.record, '/draft-league/create');
  const form = c.page.getByRole('form', { name: 'Create Draft League' });
  await form.getByLabel(SEASON, { exact: true }).check({ timeout: 15_000 });
  const name = `Hot Stove ${Date.now().toString(36)}`;
  await form.getByLabel('League Name').fill(name);
  await form.getByLabel('Total Teams').fill('8');
  await form.getByLabel('Draft Mode').selectOption('snake');
  await form.getByLabel('Draft Rounds').fill(String(ROUNDS));
  await form.getByLabel('Round Time (seconds per pick)').selectOption('30');
  const draftAt = etInputs(15);
  const gamesAt = etInputs(15 + 24 * 60);
  await form.getByLabel('Draft Held date (ET)').fill(draftAt.date);
  await form.getByLabel('Draft Held time (ET)').fill(draftAt.time);
  // A game start before the draft: refused beside its field, nothing sent.
  const before = etInputs(15 - 24 * 60);
  await form.getByLabel('Reschedule Game Start date (ET)').fill(before.date);
  await form.getByLabel('Reschedule Game Start time (ET)').fill(before.time);
  await form.getByLabel('Invite users (optional)').fill(`${a.record.user.username}, ${b.record.user.username}`);
  await c.page.getByRole('button', { name: 'Create Draft League' }).click();
  const gamesError = c.page.locator('#gamesBeginAt-error');
  await gamesError.getByText(DRAFT_MESSAGES.rescheduleAfterDraft).waitFor();
  expect(await form.getByLabel('Reschedule Game Start date (ET)').getAttribute('aria-describedby')).toBe('gamesBeginAt-error');
  await form.getByLabel('Reschedule Game Start date (ET)').fill(gamesAt.date);
  await form.getByLabel('Reschedule Game Start time (ET)').fill(gamesAt.time);
  await gamesError.getByText(DRAFT_MESSAGES.rescheduleAfterDraft).waitFor({ state: 'detached' });
  await screenshot(c.page, 'draft-create-desktop');
  await c.page.getByRole('button', { name: 'Create Draft League' }).click();
  await c.page.waitForURL(/\/draft-league\/\d+$/, { timeout: 30_000 });
  const leagueId = Number(/\/draft-league\/(\d+)$/.exec(c.page.url())![1]);

  const created = await c.api.room(leagueId);
  expect({ status: created.status, mode: created.mode, rounds: created.rounds, pickSeconds: created.pickSeconds, teams: created.teams.length, eligible: created.eligible }).toEqual({
    status: 'scheduled',
    mode: 'snake',
    rounds: ROUNDS,
    pickSeconds: 30,
    teams: 8,
    eligible: { years: [1998], leagues: ['AL', 'NL'] },
  });
  const people: Record<'c' | 'a' | 'b', Person> = {
    c: { ...c, team: (await c.api.room(leagueId)).myTeam! },
    a: { ...a, team: (await a.api.room(leagueId)).myTeam! },
    b: { ...b, team: (await b.api.room(leagueId)).myTeam! },
  };
  const humanTeams = Object.values(people).map((p) => p.team);
  expect(new Set(humanTeams).size).toBe(3);
  const ownerOf = (team: number) => Object.values(people).find((p) => p.team === team)!;

  // 2. All three in the room before its time: the countdown, from the server's clock.
  for (const p of Object.values(people)) {
    await loginAs(p.page, p.record, `/live-draft/${leagueId}`);
    const countdown = p.page.getByRole('timer', { name: 'The draft starts in' });
    await countdown.waitFor({ timeout: 15_000 });
    const left = timerSeconds((await countdown.textContent()) ?? '');
    expect(left).toBeGreaterThan(10 * 60);
    expect(left).toBeLessThanOrEqual(16 * 60);
  }
  // The clock reaches draftHeldAt: every screen turns into the room, the first team on the clock, ≤ 30 s to pick
  // (the server's deadline minus the server's now: the server is 15 minutes ahead of the browsers by now).
  const live = await runOutTheClock(c.page, c.api, leagueId);
  expect(live.status).toBe('live');
  for (const p of Object.values(people)) {
    await pickTimer(p.page).waitFor({ timeout: 15_000 });
    const left = timerSeconds((await pickTimer(p.page).textContent()) ?? '');
    expect(left).toBeGreaterThanOrEqual(15);
    expect(left).toBeLessThanOrEqual(30);
    expect(await clockLine(p.page)).toContain(`Round 1, pick 1 (overall 1)`);
  }
  await c.page.getByTestId('draft-board').waitFor();

  // B queues a starter nobody else will want soon: the timer will draft him for B.
  const queued = (await b.api.pool(leagueId, 'available=true&position=SP&sort=rating&offset=60&limit=1')).players[0]!;
  const bPool = b.page.getByRole('region', { name: 'Available players' });
  await bPool.getByLabel('Search players').fill(queued.name);
  await bPool.getByRole('button', { name: queued.name, exact: true }).first().click({ timeout: 15_000 });
  await b.page.getByTestId('player-card').getByRole('button', { name: 'Add to queue' }).click();
  await b.page.getByRole('tab', { name: 'Queue', exact: true }).click();
  await b.page.getByRole('region', { name: 'My queue' }).getByText(`${queued.name} (${queued.year})`).waitFor();
  expect((await b.api.room(leagueId)).queue).toEqual([queued.cardId]);

  // 3. Round one: each person's first turn in the browser (computers pick when the clock passes their seconds).
  const pickedInBrowser = new Map<number, string>();
  let autopicked: { pick: number; cardId: string } | null = null;
  while (pickedInBrowser.size < 2 || autopicked === null) {
    const room = await untilPersonOnClock(c.page, c.api, leagueId, humanTeams);
    const current = room.current!;
    const who = ownerOf(current.team);
    const others = Object.values(people).filter((p) => p !== who);
    if (who === people.b) {
      // 5. The timer runs out on B: the server drafts the first player of his queue.
      const after = await runOutTheClock(c.page, c.api, leagueId);
      const made = after.picks.find((p) => p.pick === current.pick)!;
      expect(made).toMatchObject({ team: people.b.team, cardId: queued.cardId, auto: true });
      await b.page.getByRole('tab', { name: 'Rosters', exact: true }).click();
      await b.page.getByTestId('roster').getByText(`${queued.name} (${queued.year}) · #${current.pick}`).waitFor({ timeout: 15_000 });
      autopicked = { pick: current.pick, cardId: queued.cardId };
      continue;
    }
    if (pickedInBrowser.has(current.team)) {
      await runOutTheClock(c.page, c.api, leagueId);
      continue;
    }
    const pool = who.page.getByRole('region', { name: 'Available players' });
    let chosen: string;
    if (pickedInBrowser.size === 0) {
      // Clicking the best player of the list; a double click on Draft is one pick.
      const first = pool.locator('tbody tr').first().getByRole('button');
      chosen = ((await first.textContent()) ?? '').trim();
      await first.click();
    } else {
      // Searching for a player by name (one the pool offers his team: it lists only players his roster can take).
      const wanted = (await who.api.pool(leagueId, 'available=true&fits=true&sort=rating&limit=3')).players[2]!;
      chosen = wanted.name;
      await pool.getByLabel('Search players').fill(wanted.name);
      await pool.getByRole('button', { name: wanted.name, exact: true }).first().click({ timeout: 15_000 });
    }
    const card = who.page.getByTestId('player-card');
    await card.getByRole('heading', { name: new RegExp(`^${chosen} · `) }).waitFor();
    let posts = 0;
    const count = (request: { url(): string; method(): string }) => {
      if (request.method() === 'POST' && request.url().endsWith(`/api/drafts/${leagueId}/picks`)) posts += 1;
    };
    who.page.on('request', count);
    const answered = who.page.waitForResponse((r) => r.url().endsWith(`/api/drafts/${leagueId}/picks`) && r.request().method() === 'POST');
    if (pickedInBrowser.size === 0) await card.getByRole('button', { name: 'Draft', exact: true }).dblclick();
    else await card.getByRole('button', { name: 'Draft', exact: true }).click();
    expect((await answered).status()).toBe(200);
    who.page.off('request', count);
    expect(posts).toBe(1);
    const after = await waitForPicks(c.api, leagueId, current.pick);
    expect(after.picks.filter((p) => p.team === current.team)).toHaveLength(1);
    expect(after.picks.find((p) => p.pick === current.pick)).toMatchObject({ team: current.team, name: chosen, auto: false });
    // The other two screens show it without a reload.
    for (const p of [who, ...others]) await waitForBoardPick(p.page, current.pick, chosen);
    pickedInBrowser.set(current.team, chosen);
  }

  // Chat: A writes, the commissioner reads it live.
  await a.page.getByRole('tab', { name: 'Chat', exact: true }).click();
  await a.page.getByLabel('Message').fill('Nice pick!');
  await a.page.getByRole('button', { name: 'Send', exact: true }).click();
  await c.page.getByRole('tab', { name: 'Chat', exact: true }).click();
  await c.page.getByRole('log', { name: 'League chat' }).getByText('Nice pick!').waitFor({ timeout: 15_000 });

  // 4. A goes away (his page closed); picks go on; he comes back on a new page and sees the room as it is now.
  await people.a.page.close();
  const awayFrom = (await c.api.room(leagueId)).picks.length;
  await runOutTheClock(c.page, c.api, leagueId);
  await runOutTheClock(c.page, c.api, leagueId);
  const now = await untilPersonOnClock(c.page, c.api, leagueId, humanTeams);
  expect(now.picks.length).toBeGreaterThan(awayFrom);
  const lastPick = now.picks.at(-1)!;
  await waitForBoardPick(c.page, lastPick.pick, lastPick.name);
  const returned = await a.page.context().newPage();
  returned.on('pageerror', (error) => console.warn(`[browser] page error: ${error.message}`));
  await returned.goto(`/live-draft/${leagueId}`);
  people.a.page = returned;
  await waitForBoardPick(returned, lastPick.pick, lastPick.name);
  expect(await boardCell(returned, lastPick.pick + 1).textContent()).toBe(`#${lastPick.pick + 1}`);
  expect(await clockLine(returned)).toBe(await clockLine(c.page));
  expect((await a.api.room(leagueId)).version).toBe(now.version);
  expect(await clockLine(returned)).toContain(`(overall ${now.current!.pick})`);

  // 6. The commissioner pauses: drafting stops once the round completes; then resumes.
  await c.page.getByRole('button', { name: 'Pause draft' }).click();
  for (const p of Object.values(people)) await p.page.getByText('Drafting pauses after the current round completes.').waitFor({ timeout: 15_000 });
  await screenshot(c.page, 'draft-room-desktop');
  let paused = await c.api.room(leagueId);
  for (let guard = 0; paused.status === 'live' && guard < 20; guard += 1) paused = await runOutTheClock(c.page, c.api, leagueId);
  expect(paused.status).toBe('paused');
  expect(paused.picks.length % 8).toBe(0);
  for (const p of Object.values(people)) await p.page.getByText('The draft is paused.').waitFor({ timeout: 15_000 });
  await expect(pickTimer(c.page).count()).resolves.toBe(0);

  // The room on a phone (B on a second device): tabs instead of columns, nothing off the screen.
  const phone = await freshPage(375, 812);
  await promptAnsweredToday(phone);
  await loginAs(phone, people.b.record, `/live-draft/${leagueId}`);
  await phone.getByRole('region', { name: 'Available players' }).locator('tbody tr').first().waitFor({ timeout: 15_000 });
  await expectPhoneFit(phone);
  await screenshot(phone, 'draft-room-phone');
  await phone.getByRole('tab', { name: 'Board', exact: true }).click();
  await phone.getByTestId('draft-board').waitFor();
  await expectPhoneFit(phone);
  await screenshot(phone, 'draft-room-phone-board');
  await phone.context().close();

  await c.page.getByRole('button', { name: 'Resume draft' }).click();
  await pickTimer(people.b.page).waitFor({ timeout: 15_000 });
  expect((await c.api.room(leagueId)).status).toBe('live');

  // Then the clock runs the rest of the draft.
  let room = await c.api.room(leagueId);
  for (let guard = 0; room.status !== 'complete' && guard < 200; guard += 1) room = await runOutTheClock(c.page, c.api, leagueId);
  expect(room.status).toBe('complete');
  expect(room.picks).toHaveLength(8 * ROUNDS);
  for (const p of Object.values(people)) await p.page.getByText('The draft is complete.').first().waitFor({ timeout: 15_000 });

  // The summary: every team's roster.
  await c.page.goto(`/draft-league/summary/${leagueId}`);
  await c.page.getByRole('heading', { level: 1, name: `Draft Summary: ${name}` }).waitFor({ timeout: 15_000 });
  await c.page.getByRole('tab', { name: 'By team', exact: true }).click();
  const summary = await c.api.summary(leagueId);
  for (const roster of summary.rosters) {
    const team = room.teams.find((t) => t.index === roster.team)!;
    const section = c.page.getByRole('region', { name: `${team.city} ${team.nickname}`, exact: true });
    expect(await section.locator('tbody tr').count()).toBe(ROUNDS);
  }
  const aTeam = room.teams.find((t) => t.index === people.a.team)!;
  await c.page
    .getByRole('region', { name: `${aTeam.city} ${aTeam.nickname}`, exact: true })
    .getByText(pickedInBrowser.get(people.a.team)!)
    .first()
    .waitFor();
  await screenshot(c.page, 'draft-summary-desktop');

  // 7. A trade between A and B: proposed, rejected; proposed again, accepted.
  const leagueOf = async () => ((await (await c.page.request.get(`/api/leagues/${leagueId}`, { headers: { authorization: `Bearer ${c.record.api_key.key}` } })).json()) as { data: LeagueDetail }).data;
  for (let guard = 0; (await leagueOf()).status !== 'scheduled' && guard < 50; guard += 1) await new Promise((resolve) => setTimeout(resolve, 200));
  const [aRoster, bRoster] = [(await a.api.depth(leagueId, people.a.team)).players, (await b.api.depth(leagueId, people.b.team)).players];
  let pair: [(typeof aRoster)[number], (typeof bRoster)[number]] | null = null;
  for (const give of aRoster) {
    for (const get of bRoster.filter((p) => p.primaryPosition === give.primaryPosition)) {
      if ((await a.api.checkTrade(leagueId, { fromTeam: people.a.team, toTeam: people.b.team, give: [give.cardId], get: [get.cardId] })).valid) pair = [give, get];
      if (pair) break;
    }
    if (pair) break;
  }
  expect(pair).not.toBeNull();
  const [give, get] = pair!;
  const label = (p: { name: string; year: number; primaryPosition: string }) => `${p.name} (${p.year}, ${p.primaryPosition})`;

  const propose = async () => {
    const page = people.a.page;
    await page.getByRole('group', { name: 'You give' }).getByLabel(label(give), { exact: true }).check({ timeout: 15_000 });
    await page.getByRole('group', { name: /^You get/ }).getByLabel(label(get), { exact: true }).check({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Propose trade' }).click();
    const modal = page.getByRole('dialog', { name: 'Valid trade' });
    await modal.waitFor();
    expect(await modal.textContent()).toContain(label(give));
    await modal.getByRole('button', { name: 'Confirm trade' }).click();
    await page.getByText(/^Offer sent to /).waitFor();
  };
  const answer = async (what: 'Accept' | 'Reject') => {
    const page = people.b.page;
    await page.goto(`/draft-league/${leagueId}/transaction`);
    const received = page.getByRole('region', { name: 'Offers received' });
    await received.getByRole('button', { name: what, exact: true }).click({ timeout: 15_000 });
    await page.getByTestId('toast-viewport').getByText(what === 'Accept' ? TRADE_STATUS_LABELS.accepted : TRADE_STATUS_LABELS.rejected).first().waitFor();
  };

  await people.a.page.goto(`/draft-league/${leagueId}/transaction/trading`);
  await people.a.page.getByLabel('Trade with').selectOption(String(people.b.team), { timeout: 15_000 });
  await propose();
  await screenshot(people.a.page, 'draft-transactions-desktop');
  await answer('Reject');
  await propose();
  await answer('Accept');
  for (const p of [people.a, people.b]) {
    await p.page.goto(`/draft-league/${leagueId}/transaction?tab=history`);
    const trades = p.page.getByRole('region', { name: 'Trades' });
    await trades.getByText(TRADE_STATUS_LABELS.accepted, { exact: true }).waitFor({ timeout: 15_000 });
    await trades.getByText(TRADE_STATUS_LABELS.rejected, { exact: true }).waitFor();
  }
  await screenshot(people.b.page, 'draft-transactions-history-desktop');
  const history = (await a.api.trades(leagueId, 'history')).trades.map((t) => t.status).sort();
  expect(history).toEqual(['accepted', 'rejected']);
  const aAfter = (await a.api.depth(leagueId, people.a.team)).players.map((p) => p.cardId);
  const bAfter = (await b.api.depth(leagueId, people.b.team)).players.map((p) => p.cardId);
  expect([aAfter.includes(get.cardId), aAfter.includes(give.cardId), bAfter.includes(give.cardId), bAfter.includes(get.cardId)]).toEqual([true, false, true, false]);

  // 8. A's calendar: the league's games in the week they begin, times in ET.
  const firstDay = etDay(room.gamesBeginAt);
  const calendar = await a.api.calendar(firstDay, 1);
  const games = calendar.games.filter((g) => g.leagueId === leagueId);
  expect(games.length).toBeGreaterThan(0);
  const calendarPage = people.a.page;
  await calendarPage.goto('/league-calendar');
  await showWeekOf(calendarPage, firstDay);
  const game = calendarPage.getByTestId(`calendar-game-${leagueId}-${games[0]!.scheduleId}`);
  await game.waitFor({ timeout: 15_000 });
  const etTime = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit', hour12: true }).format(new Date(games[0]!.startsAt));
  expect(await game.textContent()).toContain(`${etTime} ET`);
  expect(await game.textContent()).toContain(name);
  await screenshot(calendarPage, 'draft-calendar-desktop');

  // Transactions and the calendar on A's phone.
  const aPhone = await freshPage(375, 812);
  await promptAnsweredToday(aPhone);
  await loginAs(aPhone, people.a.record, `/draft-league/${leagueId}/transaction/trading`);
  await aPhone.getByLabel('Trade with').selectOption(String(people.b.team), { timeout: 15_000 });
  await aPhone.getByRole('group', { name: /^You get/ }).getByLabel(label(give), { exact: true }).waitFor({ timeout: 15_000 });
  await expectPhoneFit(aPhone);
  await screenshot(aPhone, 'draft-transactions-phone');
  await aPhone.goto(`/draft-league/${leagueId}/transaction?tab=history`);
  await aPhone.getByRole('region', { name: 'Trades' }).getByText(TRADE_STATUS_LABELS.accepted, { exact: true }).waitFor({ timeout: 15_000 });
  await expectPhoneFit(aPhone);
  await screenshot(aPhone, 'draft-transactions-history-phone');
  await aPhone.goto('/league-calendar');
  await showWeekOf(aPhone, firstDay);
  await aPhone.getByTestId(`calendar-game-${leagueId}-${games[0]!.scheduleId}`).waitFor({ timeout: 15_000 });
  await expectPhoneFit(aPhone);
  await screenshot(aPhone, 'draft-calendar-phone');
}, 240_000);
